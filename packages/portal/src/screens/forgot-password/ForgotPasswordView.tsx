import { Button, CardContent, Field, Input } from "@cla/ui";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { AccountLayout, FormAlert } from "../account/AccountLayout";

export interface ForgotPasswordViewProps {
  /** 'idle', 'sending', or 'sent' (the notice is up and /login follows in 3 seconds). */
  status: "idle" | "sending" | "sent";
  /** The failure to show, or null. */
  error: string | null;
  onSubmit: (email: string) => void;
}

/** /forgot-password (SPEC.md §2.2): one email field that sends a reset link. */
export function ForgotPasswordView({ status, error, onSubmit }: ForgotPasswordViewProps) {
  const locked = status !== "idle";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get("email") ?? ""));
  }

  return (
    <AccountLayout title={texts.forgotPassword.title} description={texts.forgotPassword.subtitle}>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={handleSubmit} aria-busy={status === "sending"}>
          <FormAlert message={error} />
          <Field label={texts.forgotPassword.email} required>
            <Input name="email" type="email" autoComplete="email" disabled={locked} />
          </Field>
          <Button
            type="submit"
            busy={status === "sending"}
            busyLabel={texts.forgotPassword.submitting}
            disabled={locked}
            className="w-full"
          >
            {texts.forgotPassword.submit}
          </Button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
              {texts.forgotPassword.backToLogin}
            </Link>
          </p>
        </form>
      </CardContent>
    </AccountLayout>
  );
}
