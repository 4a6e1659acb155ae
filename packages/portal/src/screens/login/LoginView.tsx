import { Button, Checkbox, Field, Input, PasswordInput } from "@cla/ui";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { AccountLayout, FormAlert } from "../account/AccountLayout";

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginViewProps {
  /** True while signing in: the button reads 'Signing in...' and the form is locked. */
  busy: boolean;
  /** The failure to show above the form (SPEC.md §8 sign-in messages), or null. */
  error: string | null;
  /** Called with the entered values once the browser's own checks (required, email) pass. */
  onSubmit: (values: LoginValues) => void;
}

/** /login (SPEC.md §2.2): 'Welcome Back!', 'Login', email, password, remember me, forgot link. */
export function LoginView({ busy, error, onSubmit }: LoginViewProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
  }

  return (
    <AccountLayout title={texts.login.title} heading={texts.login.heading}>
      <form className="flex flex-col gap-5" onSubmit={handleSubmit} aria-busy={busy}>
        <FormAlert message={error} />
        <Field label={texts.login.email} required>
          <Input name="email" type="email" autoComplete="email" disabled={busy} />
        </Field>
        <Field label={texts.login.password} required>
          <PasswordInput name="password" autoComplete="current-password" disabled={busy} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* SPEC.md §2.2: present, without effect (the session lives in this tab; decision 093). */}
          <Checkbox name="rememberMe" label={texts.login.rememberMe} disabled={busy} />
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {texts.login.forgotPassword}
          </Link>
        </div>
        <Button type="submit" busy={busy} busyLabel={texts.login.submitting} className="w-full">
          {texts.login.submit}
        </Button>
      </form>
    </AccountLayout>
  );
}
