import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { controlClasses } from "../lib/control";

export type TextareaProps = ComponentProps<"textarea"> & {
  /** Visible lines of text before it scrolls; default 4 (the contact message uses 5, announcements 6). */
  rows?: number;
};

/** A multi-line text box that the person can make taller. Name it with Field. */
export function Textarea({ rows = 4, className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClasses, "min-h-11 resize-y py-2 leading-normal", className)}
      {...props}
    />
  );
}
