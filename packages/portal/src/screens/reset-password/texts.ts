/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  resetPassword: {
    title: "Reset Password",
    subtitle: "Choose a new password for your account.",
    password: "New Password",
    confirmPassword: "Confirm New Password",
    submit: "Reset Password",
    submitting: "Resetting...",
    backToLogin: "Back to Login",
  },
  /** The same form opened from an invitation or an enrolment (`&welcome=1`): a first password, not a reset. */
  setPassword: {
    title: "Set Your Password",
    subtitle: "Choose a password for your new account.",
    password: "Password",
    confirmPassword: "Confirm Password",
    submit: "Set Password",
    submitting: "Saving...",
    backToLogin: "Back to Login",
  },
} as const;

/** The words of the form: a reset, or a first password (an invitation's or an enrolment's link). */
export type PasswordFormTexts = (typeof texts)[keyof typeof texts];
