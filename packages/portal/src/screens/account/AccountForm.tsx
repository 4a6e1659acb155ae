import { Button } from "@cla/ui";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { useHydrated } from "../../forms/useHydrated";

export interface AccountFormProps {
  /** Called with the form's values; the page does not reload. */
  onSubmit: (data: FormData) => void;
  /** The form-level failure to show above the fields, or null. */
  error: string | null;
  /** A request is under way: the submit button shows `busyLabel` and a spinner. */
  busy: boolean;
  /** Disables the submit button without the busy look (a notice is up, the options have not loaded). */
  disabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
  /** The line under the button, e.g. a link back to /login. */
  footer?: ReactNode;
}

/** The form every account screen uses: failure, fields, a full-width submit button and a closing line. */
export function AccountForm({
  onSubmit,
  error,
  busy,
  disabled = false,
  submitLabel,
  busyLabel,
  children,
  footer,
}: AccountFormProps) {
  // Rendered into the page at build time (/login, decision 170), the fields take typing before the script has
  // run; the button waits for it, so the form cannot be sent by the browser itself (a disabled default button
  // also stops Enter), and never with the password in a URL (POST).
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }

  return (
    <form method="post" className="flex flex-col gap-5" onSubmit={handleSubmit} aria-busy={busy}>
      <FormAlert message={error} />
      {children}
      <Button
        type="submit"
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled || !hydrated}
        className="w-full"
      >
        {submitLabel}
      </Button>
      {footer ? <p className="text-center text-sm text-muted-foreground">{footer}</p> : null}
    </form>
  );
}

/** A text link of the account screens ('Forgot password?', 'Back to Login', 'Sign In'). */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A form field's value as text ('' when absent). */
export function formText(data: FormData, name: string): string {
  return String(data.get(name) ?? "");
}
