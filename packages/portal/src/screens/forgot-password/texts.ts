/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  forgotPassword: {
    title: "Forgot Password",
    subtitle: "Enter your email address and we'll send you a link to reset your password.",
    email: "Email Address",
    submit: "Send Reset Link",
    submitting: "Sending...",
    backToLogin: "Back to Login",
  },
} as const;
