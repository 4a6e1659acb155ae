import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { buttonVariants } from "../Button";
import { cn } from "../lib/cn";

// Square sizes; md and lg are at least 44px so they are comfortable touch targets.
export const iconButtonSizes = cva("", {
  variants: {
    size: {
      sm: "size-9 [&_svg]:size-4",
      md: "size-11 [&_svg]:size-5",
      lg: "size-12 [&_svg]:size-6",
    },
  },
  defaultVariants: { size: "md" },
});

export type IconButtonProps = Omit<ComponentProps<"button">, "aria-label" | "children"> & {
  /** The accessible name (aria-label), required because the button shows no text, e.g. "Close", "Delete course". */
  label: string;
  /** The icon, e.g. `<Trash2 />`; lucide icons are aria-hidden by default, keep any other icon decorative too. */
  children: ReactNode;
  /** Look, as Button: ghost (default), primary, secondary, accent, destructive. */
  variant?: Exclude<VariantProps<typeof buttonVariants>["variant"], "link">;
  /** sm (36px), md (44px, default), lg (48px). */
  size?: VariantProps<typeof iconButtonSizes>["size"];
};

/** A button that shows only an icon; the `label` gives it its name. */
export function IconButton({
  label,
  variant = "ghost",
  size,
  type = "button",
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      className={cn(buttonVariants({ variant, size: null }), iconButtonSizes({ size }), className)}
      {...props}
    >
      {children}
    </button>
  );
}
