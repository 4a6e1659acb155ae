/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  profile: {
    title: "Profile",
    studentId: "Student ID",
    email: "Email",
    phone: "Phone Number",
    birthday: "Birthday",
    cohort: "Cohort",
    downloadCertificate: "Download Certificate",
    editProfile: "Edit Profile",
    logout: "Logout",
  },
} as const;
