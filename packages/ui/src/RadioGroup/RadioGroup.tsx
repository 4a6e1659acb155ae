import { cva, type VariantProps } from "class-variance-authority";
import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError, FieldHint, RequiredMark } from "../Field";
import { cn } from "../lib/cn";

export type RadioOption = {
  /** Submitted value. */
  value: string;
  /** Visible label of this choice, e.g. "General (All students in cohort)". */
  label: ReactNode;
  /** Shown but not choosable. Default false. */
  disabled?: boolean;
};

export const radioGroupVariants = cva("flex", {
  variants: {
    orientation: { vertical: "flex-col", horizontal: "flex-row flex-wrap gap-x-6" },
  },
  defaultVariants: { orientation: "vertical" },
});

export type RadioGroupProps = Omit<ComponentProps<"fieldset">, "onChange" | "defaultValue"> &
  VariantProps<typeof radioGroupVariants> & {
    /** The group's visible label (a <legend>), e.g. "Announcement Type"; also its accessible name. */
    legend: ReactNode;
    /** Shared `name` of the radios: ties them into one group for keyboard arrows and form submission. */
    name: string;
    /** The choices, in order. */
    options: readonly RadioOption[];
    /** Chosen value when controlled; pair with onValueChange. */
    value?: string;
    /** Initially chosen value when uncontrolled. Default none chosen. */
    defaultValue?: string;
    /** Called with the newly chosen value. */
    onValueChange?: (value: string) => void;
    /** One choice must be made: a "*" and native `required` on the radios. Default false. */
    required?: boolean;
    /** Help text under the legend, announced with the group. */
    hint?: ReactNode;
    /** Error under the choices; marks the group aria-invalid and is announced politely. */
    error?: ReactNode;
    /** vertical (default) or horizontal (e.g. Present / Absent). */
    orientation?: VariantProps<typeof radioGroupVariants>["orientation"];
  };

/**
 * Native radios in a fieldset with role="radiogroup" (so aria-required/aria-invalid are valid on it):
 * arrow keys, forms and validation behave as the platform does (docs/decisions/034).
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  required = false,
  hint,
  error,
  orientation,
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const hasError = error != null && error !== false && error !== "";
  const describedBy = [hint != null && `${id}-hint`, hasError && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset
      data-slot="radio-group"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy || undefined}
      aria-required={required || undefined}
      aria-invalid={hasError || undefined}
      className={cn("flex min-w-0 flex-col", className)}
      {...props}
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium text-foreground">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint != null && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <div className={radioGroupVariants({ orientation })}>
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              {...(value !== undefined
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value })}
              onChange={(event) => onValueChange?.(event.currentTarget.value)}
              className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{hasError ? error : null}</FieldError>
    </fieldset>
  );
}
