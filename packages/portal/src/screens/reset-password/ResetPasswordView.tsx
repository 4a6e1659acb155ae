import { PASSWORD_MIN_LENGTH } from "@cla/domain";
import { Button, CardContent, Field, PasswordInput } from "@cla/ui";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { AccountLayout, FormAlert } from "../account/AccountLayout";

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

/** /reset-password (SPEC.md §2.2): new password and its confirmation, both at least 6 characters. */
export function ResetPasswordView({ status, error, confirmPasswordError, onSubmit }: ResetPasswordViewProps) {
  const locked = status !== "idle";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      password: String(data.get("password") ?? ""),
      confirmPassword: String(data.get("confirmPassword") ?? ""),
    });
  }

  return (
    <AccountLayout title={texts.resetPassword.title} description={texts.resetPassword.subtitle}>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={handleSubmit} aria-busy={status === "saving"}>
          <FormAlert message={error} />
          <Field label={texts.resetPassword.password} required>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={128}
              disabled={locked}
            />
          </Field>
          <Field label={texts.resetPassword.confirmPassword} required error={confirmPasswordError}>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={128}
              disabled={locked}
            />
          </Field>
          <Button
            type="submit"
            busy={status === "saving"}
            busyLabel={texts.resetPassword.submitting}
            disabled={locked}
            className="w-full"
          >
            {texts.resetPassword.submit}
          </Button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
              {texts.resetPassword.backToLogin}
            </Link>
          </p>
        </form>
      </CardContent>
    </AccountLayout>
  );
}
