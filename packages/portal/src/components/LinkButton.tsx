import { Button, type ButtonProps } from "@cla/ui";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface LinkButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  to: string;
  /** Navigation state the link carries (a record the next screen shows at once). */
  state?: unknown;
  /** Drawn before the text, hidden from assistive technology. */
  icon?: LucideIcon;
  "aria-label"?: string;
  children: ReactNode;
}

/** A router link that looks like a button: for navigation only (it keeps the link role). */
export function LinkButton({
  to,
  state,
  icon: Icon,
  "aria-label": label,
  children,
  ...button
}: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to} state={state} aria-label={label}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
