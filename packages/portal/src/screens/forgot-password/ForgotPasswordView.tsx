import { CardContent, Field, Input } from "@cla/ui";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { AccountForm, AccountLink, formText } from "../account/AccountForm";
import { AccountLayout } from "../account/AccountLayout";

export interface ForgotPasswordViewProps {
  /** Sending, or sent (the notice is up and /login follows in 3 seconds): the form is locked. */
  busy: boolean;
  /** Sent: the button reads 'Send Reset Link' again, still locked. */
  done: boolean;
  /** The failure to show, or null. */
  error: string | null;
  onSubmit: (email: string) => void;
}

/** /forgot-password (docs/product.md §2.2): one email field that sends a reset link. */
export function ForgotPasswordView({ busy, done, error, onSubmit }: ForgotPasswordViewProps) {
  return (
    <AccountLayout title={texts.forgotPassword.title} description={texts.forgotPassword.subtitle}>
      <CardContent>
        <AccountForm
          onSubmit={(data) => onSubmit(formText(data, "email"))}
          error={error}
          busy={busy && !done}
          disabled={busy}
          submitLabel={texts.forgotPassword.submit}
          busyLabel={texts.forgotPassword.submitting}
          footer={<AccountLink to={paths.login}>{texts.forgotPassword.backToLogin}</AccountLink>}
        >
          <Field label={texts.forgotPassword.email} required>
            <Input name="email" type="email" autoComplete="email" disabled={busy} />
          </Field>
        </AccountForm>
      </CardContent>
    </AccountLayout>
  );
}
