/**
 * Labels and titles of this screen (SPEC.md §2.2–2.3), verbatim where SPEC.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  certificate: {
    title: "Certificate",
    subtitle: "Certificate of completion",
    intro: "A certificate is given on completion of the programme.",
    issued:
      "Downloadable certificates are not yet available in the portal. When you complete your classes, the academy issues your certificate of completion.",
    progress: (completed: number, total: number): string =>
      `You have completed ${completed} of ${total} ${total === 1 ? "course" : "courses"} in your cohort.`,
    loadingProgress: "Loading your progress...",
    backToProfile: "Back to Profile",
  },
} as const;
