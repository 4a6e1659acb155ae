import { m } from "@cla/domain/i18n";

/** The words of the form: a reset, or a first password (an invitation's or an enrolment's link). */
export interface PasswordFormTexts {
  title: string;
  subtitle: string;
  password: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  backToLogin: string;
}

/** A reset's words in the reader's language (read at render; decision 184). */
export function resetPasswordTexts(): PasswordFormTexts {
  return {
    title: m.resetPasswordTitle(),
    subtitle: m.resetPasswordSubtitle(),
    password: m.resetPasswordPassword(),
    confirmPassword: m.resetPasswordConfirmPassword(),
    submit: m.resetPasswordSubmit(),
    submitting: m.resetPasswordSubmitting(),
    backToLogin: m.resetPasswordBackToLogin(),
  };
}

/** The same form opened from an invitation or an enrolment (`&welcome=1`): a first password, not a reset. */
export function setPasswordTexts(): PasswordFormTexts {
  return {
    title: m.setPasswordTitle(),
    subtitle: m.setPasswordSubtitle(),
    password: m.setPasswordPassword(),
    confirmPassword: m.setPasswordConfirmPassword(),
    submit: m.setPasswordSubmit(),
    submitting: m.setPasswordSubmitting(),
    backToLogin: m.resetPasswordBackToLogin(),
  };
}
