/**
 * Labels of the announcement screens (docs/product.md §2.3), verbatim where docs/product.md gives them; the others are
 * chosen. Messages ('Loading announcements...', 'No general announcements available.', …) come from the
 * domain catalogue.
 */
export const texts = {
  list: {
    title: "Announcements",
    selectCohort: "Please select a cohort to view announcements.",
    create: "Create Announcement",
    tabs: "Announcement types",
    general: "General",
    userSpecific: "User Specific",
    forStudent: (name: string) => `For: ${name}`,
    edit: "Edit",
    delete: "Delete",
    editLabel: (title: string) => `Edit announcement ${title}`,
    deleteLabel: (title: string) => `Delete announcement ${title}`,
  },
  form: {
    addTitle: "Create New Announcement",
    editTitle: "Edit Announcement",
    back: "Back",
    loading: "Loading announcement...",
    title: "Announcement Title",
    content: "Message",
    type: "Announcement Type",
    general: "General (All students in cohort)",
    userSpecific: "User Specific",
    student: "Select Student",
    create: "Create Announcement",
    save: "Save Changes",
    creating: "Creating Announcement...",
    saving: "Updating Announcement...",
    announcementNotFound: "Announcement not found!",
  },
} as const;
