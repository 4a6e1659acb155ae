import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn";

export type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  /** Visible label beside the box; also its accessible name. The whole row is the click/touch target. */
  label: ReactNode;
  /** Extra explanation under the label, announced with the checkbox. */
  hint?: ReactNode;
  /** Applied to the wrapper (layout); every other prop goes to the <input>. */
  className?: string;
};

/**
 * A native checkbox in the theme colour (accent-color), so forms, keyboard and validation behave as the
 * platform does (docs/decisions/034).
 */
export function Checkbox({
  label,
  hint,
  className,
  id,
  "aria-describedby": describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint != null ? `${inputId}-hint` : undefined;
  return (
    <div data-slot="checkbox" className={cn("flex flex-col", className)}>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground"
      >
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={[describedBy, hintId].filter(Boolean).join(" ") || undefined}
          className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          {...props}
        />
        {label}
      </label>
      {hint != null && (
        <p id={hintId} className="-mt-2 pl-8 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
