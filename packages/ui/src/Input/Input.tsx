import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { controlClasses } from "../lib/control";

export type InputProps = ComponentProps<"input">;

/**
 * A single-line text box (any text-like `type`: text, email, tel, date, number...). Give it a name with
 * Field (label, hint, error); on its own it needs an aria-label.
 */
export function Input({ type = "text", className, ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(controlClasses, "h-11", className)} {...props} />;
}
