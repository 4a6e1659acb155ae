/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  nav: {
    label: "Portal",
    dashboard: "Dashboard",
    instructorDesk: "Instructor Desk",
    courses: "Courses",
    assignments: "Assignments",
    contributions: "Contributions",
    tests: "Tests",
    announcements: "Announcements",
    events: "Events",
    profile: "Profile",
    administration: "Administration",
    adminCohorts: "Cohorts",
    adminPeople: "People",
    adminEnrol: "Enrol from CSV",
    adminActivity: "Activity Log",
    signOut: "Sign Out",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  frame: {
    academy: "Christian Leadership Academy",
    signedInAs: "Signed in as",
    roles: { student: "Student", facilitator: "Facilitator", admin: "Admin" },
  },
} as const;
