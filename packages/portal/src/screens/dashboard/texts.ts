/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  dashboard: {
    title: "Dashboard",
    subtitle: "Quick overview of your performance",
    level: "CLA Level",
    completed: "Courses Completed",
    announcements: "Announcements",
    loading: "Loading dashboard...",
    scores: "Course scores",
    noCourses: "No courses in your cohort yet.",
  },
} as const;
