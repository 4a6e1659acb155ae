import { m } from "@cla/domain/i18n";
import { CardContent, Field, Input } from "@cla/ui";
import { paths } from "../../app/paths";
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
    <AccountLayout title={m.forgotPasswordTitle()} description={m.forgotPasswordSubtitle()}>
      <CardContent>
        <AccountForm
          onSubmit={(data) => onSubmit(formText(data, "email"))}
          error={error}
          busy={busy && !done}
          disabled={busy}
          submitLabel={m.forgotPasswordSubmit()}
          busyLabel={m.forgotPasswordSubmitting()}
          footer={<AccountLink to={paths.login}>{m.forgotPasswordBackToLogin()}</AccountLink>}
        >
          <Field label={m.forgotPasswordEmail()} required>
            <Input name="email" type="email" autoComplete="email" disabled={busy} />
          </Field>
        </AccountForm>
      </CardContent>
    </AccountLayout>
  );
}
