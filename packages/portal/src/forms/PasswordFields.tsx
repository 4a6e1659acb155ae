import { messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@cla/domain/client";
import { Field, PasswordInput } from "@cla/ui";
import { notify } from "../feedback/notify";
import type { FieldErrors } from "./useSubmit";

/** The values of a form with PasswordFields. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (sign-up, reset password): 6–128 characters each (docs/api.md §1.3), the
 * confirmation's error under it.
 */
export function PasswordFields({
  labels,
  errors,
  disabled,
}: {
  labels: { password: string; confirmPassword: string };
  errors: FieldErrors;
  disabled: boolean;
}) {
  return (
    <>
      {(["password", "confirmPassword"] as const).map((name) => (
        <Field key={name} label={labels[name]} required error={errors[name]}>
          <PasswordInput
            name={name}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            disabled={disabled}
          />
        </Field>
      ))}
    </>
  );
}

/** useSubmit's check of PasswordFields: 'Passwords do not match' under the confirmation and as a toast (decision 093). */
export function checkPasswordsMatch({ password, confirmPassword }: PasswordValues): FieldErrors {
  if (password === confirmPassword) return {};
  notify.error(messages.passwordsDoNotMatch);
  return { confirmPassword: messages.passwordsDoNotMatch };
}
