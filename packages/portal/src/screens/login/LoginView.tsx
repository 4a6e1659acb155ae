import { m } from "@cla/domain/i18n";
import { Checkbox, Field, Input, PasswordInput } from "@cla/ui";
import { paths } from "../../app/paths";
import { AccountForm, AccountLink, formText } from "../account/AccountForm";
import { AccountLayout } from "../account/AccountLayout";

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginViewProps {
  /** True while signing in: the button reads 'Signing in...' and the form is locked. */
  busy: boolean;
  /** The failure to show above the form (docs/product.md §8 sign-in messages), or null. */
  error: string | null;
  /** Called with the entered values once the browser's own checks (required, email) pass. */
  onSubmit: (values: LoginValues) => void;
}

/** /login (docs/product.md §2.2): 'Welcome Back!', 'Login', email, password, remember me, forgot link. */
export function LoginView({ busy, error, onSubmit }: LoginViewProps) {
  return (
    <AccountLayout title={m.loginTitle()} heading={m.loginHeading()}>
      <AccountForm
        onSubmit={(data) =>
          onSubmit({ email: formText(data, "email"), password: formText(data, "password") })
        }
        error={error}
        busy={busy}
        submitLabel={m.loginSubmit()}
        busyLabel={m.loginSubmitting()}
      >
        <Field label={m.loginEmail()} required>
          <Input name="email" type="email" autoComplete="email" disabled={busy} />
        </Field>
        <Field label={m.loginPassword()} required>
          <PasswordInput name="password" autoComplete="current-password" disabled={busy} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {/* docs/product.md §2.2: present, without effect (the session lives in this tab; decision 093). */}
          <Checkbox name="rememberMe" label={m.loginRememberMe()} disabled={busy} />
          <AccountLink to={paths.forgotPassword}>{m.loginForgotPassword()}</AccountLink>
        </div>
      </AccountForm>
    </AccountLayout>
  );
}
