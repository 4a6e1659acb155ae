import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { controlClasses } from "../lib/control";

export type SelectOption = {
  /** Submitted value (native selects always hold strings; convert ids with String()). */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Shown but not choosable. Default false. */
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentProps<"select">, "multiple"> & {
  /** The choices; `children` <option>s may be given instead or as well (rendered after these). */
  options?: readonly SelectOption[];
  /** Prompt such as "Select a cohort": a first, disabled option with value "" that is selected until the
   * person chooses. With `required`, leaving it fails native validation. */
  placeholder?: string;
  /** Applied to the wrapper <div> (width, margins); every other prop goes to the <select>. */
  className?: string;
};

/** A native <select> in the theme's look: keyboard, mobile pickers and forms work as the platform does. */
export function Select({ options, placeholder, className, children, ...props }: SelectProps) {
  // Without this the browser would preselect the first enabled option and hide the placeholder.
  const defaultValue =
    placeholder !== undefined && props.value === undefined && props.defaultValue === undefined
      ? ""
      : props.defaultValue;
  return (
    <div data-slot="select" className={cn("relative", className)}>
      <select
        {...props}
        defaultValue={defaultValue}
        className={cn(controlClasses, "h-11 cursor-pointer appearance-none pr-10")}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
