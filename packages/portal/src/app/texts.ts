/** Texts every screen shares (chosen; docs/decisions/093-portal-screen-texts-and-form-feedback.md). */
export const commonTexts = {
  retry: "Try again",
  loading: "Loading...",
} as const;
