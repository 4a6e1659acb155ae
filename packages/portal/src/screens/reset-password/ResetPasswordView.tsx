import { CardContent } from "@cla/ui";
import { paths } from "../../app/paths";
import { PasswordFields, type PasswordValues } from "../../forms/PasswordFields";
import type { FieldErrors } from "../../forms/useSubmit";
import { resetPasswordTexts, type PasswordFormTexts } from "./texts";
import { AccountForm, AccountLink, formText } from "../account/AccountForm";
import { AccountLayout } from "../account/AccountLayout";

export interface ResetPasswordViewProps {
  /** A reset's words, or a first password's (an invitation's link); a reset by default. */
  words?: PasswordFormTexts;
  /** Saving, or saved (the notice is up and /login follows in 3 seconds): the form is locked. */
  busy: boolean;
  /** Saved: the button reads 'Reset Password' again, still locked. */
  done: boolean;
  /** The failure to show (e.g. the server's 'This reset link is invalid or has expired.'), or null. */
  error: string | null;
  /** 'Passwords do not match' under the confirmation. */
  fieldErrors: FieldErrors;
  onSubmit: (values: PasswordValues) => void;
}

/** /reset-password (docs/product.md §2.2): new password and its confirmation, both at least 6 characters. */
export function ResetPasswordView({
  words = resetPasswordTexts(),
  busy,
  done,
  error,
  fieldErrors,
  onSubmit,
}: ResetPasswordViewProps) {
  return (
    <AccountLayout title={words.title} description={words.subtitle}>
      <CardContent>
        <AccountForm
          onSubmit={(data) =>
            onSubmit({
              password: formText(data, "password"),
              confirmPassword: formText(data, "confirmPassword"),
            })
          }
          error={error}
          busy={busy && !done}
          disabled={busy}
          submitLabel={words.submit}
          busyLabel={words.submitting}
          footer={<AccountLink to={paths.login}>{words.backToLogin}</AccountLink>}
        >
          <PasswordFields labels={words} errors={fieldErrors} disabled={busy} />
        </AccountForm>
      </CardContent>
    </AccountLayout>
  );
}
