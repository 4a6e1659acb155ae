import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@cla/domain/client";
import { CardContent, Field, PasswordInput } from "@cla/ui";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { AccountForm, AccountLink, formText } from "../account/AccountForm";
import { AccountLayout } from "../account/AccountLayout";

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordViewProps {
  /** 'idle', 'saving', or 'done' (the notice is up and /login follows in 3 seconds). */
  status: "idle" | "saving" | "done";
  /** The failure to show (e.g. the server's 'This reset link is invalid or has expired.'), or null. */
  error: string | null;
  /** Inline error under the confirmation ('Passwords do not match'), or null. */
  confirmPasswordError: string | null;
  onSubmit: (values: ResetPasswordValues) => void;
}

/** /reset-password (docs/product.md §2.2): new password and its confirmation, both at least 6 characters. */
export function ResetPasswordView({ status, error, confirmPasswordError, onSubmit }: ResetPasswordViewProps) {
  const locked = status !== "idle";

  return (
    <AccountLayout title={texts.resetPassword.title} description={texts.resetPassword.subtitle}>
      <CardContent>
        <AccountForm
          onSubmit={(data) =>
            onSubmit({
              password: formText(data, "password"),
              confirmPassword: formText(data, "confirmPassword"),
            })
          }
          error={error}
          busy={status === "saving"}
          disabled={locked}
          submitLabel={texts.resetPassword.submit}
          busyLabel={texts.resetPassword.submitting}
          footer={<AccountLink to={paths.login}>{texts.resetPassword.backToLogin}</AccountLink>}
        >
          <Field label={texts.resetPassword.password} required>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              disabled={locked}
            />
          </Field>
          <Field label={texts.resetPassword.confirmPassword} required error={confirmPasswordError}>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              disabled={locked}
            />
          </Field>
        </AccountForm>
      </CardContent>
    </AccountLayout>
  );
}
