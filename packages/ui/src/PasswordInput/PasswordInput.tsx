import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { IconButton } from "../IconButton";
import { cn } from "../lib/cn";
import { controlClasses } from "../lib/control";

export type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** Start with the password visible. Default false. */
  defaultVisible?: boolean;
  /** Applied to the wrapper <div> (width, margins); every other prop goes to the <input>. */
  className?: string;
};

/**
 * A password box with a show/hide toggle. The toggle is a toggle button: its name stays "Show password"
 * and aria-pressed says whether the password is shown (WAI-ARIA APG: a toggle's label must not change with
 * its state, or screen readers announce "Hide password, pressed"). See docs/decisions/033.
 */
export function PasswordInput({ defaultVisible = false, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div data-slot="password-input" className={cn("relative", className)}>
      <input type={visible ? "text" : "password"} className={cn(controlClasses, "h-11 pr-12")} {...props} />
      <IconButton
        label="Show password"
        aria-pressed={visible}
        size="sm"
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-1/2 right-1 -translate-y-1/2"
      >
        {visible ? <EyeOff /> : <Eye />}
      </IconButton>
    </div>
  );
}
