import { CircleAlert } from "lucide-react";
import {
  cloneElement,
  useId,
  type AriaAttributes,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn";

/** The props Field sets on its control; Input, PasswordInput, Textarea and Select all accept them. */
export type FieldControlProps = {
  id?: string;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
};

export type FieldProps = Omit<ComponentProps<"div">, "children"> & {
  /** Visible label, tied to the control with htmlFor/id, so it is also the control's accessible name. */
  label: ReactNode;
  /** Exactly one control (Input, PasswordInput, Textarea, Select, or any element taking FieldControlProps). */
  children: ReactElement<FieldControlProps>;
  /** Help text under the label, announced with the control (aria-describedby). */
  hint?: ReactNode;
  /** Error under the control: sets aria-invalid, joins aria-describedby and is announced politely when it
   * appears. Default none. */
  error?: ReactNode;
  /** Shows a "*" and makes the control `required`; screen readers announce "required" from the control, so
   * the star itself is hidden from them (docs/decisions/032). Default false. */
  required?: boolean;
  /** Id for the control; default generated, or the child's own id if it has one. */
  id?: string;
};

/** Joins describedby ids, skipping empty ones; undefined when there are none. */
function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

/**
 * Label + control + hint + error, wired for assistive technology. Field clones its single child to give it
 * id, aria-describedby, aria-invalid and required (docs/decisions/032): plain controls stay usable without
 * a Field, and any element that takes those props can be wired.
 */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  id,
  className,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const controlId = children.props.id ?? id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";

  const control = cloneElement(children, {
    id: controlId,
    required: required || children.props.required,
    "aria-describedby": joinIds(
      children.props["aria-describedby"],
      hint != null && hintId,
      hasError && errorId,
    ),
    "aria-invalid": hasError ? true : children.props["aria-invalid"],
  });

  return (
    <div data-slot="field" className={cn("flex flex-col", className)} {...props}>
      <label htmlFor={controlId} className="mb-1.5 text-sm font-medium text-foreground">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {control}
      <FieldError id={errorId}>{hasError ? error : null}</FieldError>
    </div>
  );
}

/** The visual required star; the control's `required` state is what assistive technology reads. */
export function RequiredMark() {
  return (
    <span data-slot="required-mark" aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** Help text for a control or group; reference its id from aria-describedby. */
export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="field-hint" className={cn("mb-1.5 text-sm text-muted-foreground", className)} {...props} />
  );
}

/**
 * Error text slot. It stays in the page even when empty (no height, not display:none) so that, as a polite
 * live region, the message is announced when it appears; an assertive alert per field would interrupt
 * when a whole form fails at once.
 */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="field-error"
      aria-live="polite"
      className={cn(
        "mt-1.5 flex items-start gap-1.5 text-sm font-medium text-destructive empty:mt-0",
        className,
      )}
      {...props}
    >
      {children != null && children !== false && (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </>
      )}
    </p>
  );
}
