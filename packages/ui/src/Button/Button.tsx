import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Spinner } from "../Spinner";

/** Every look except `link`, which is underlined text with no box. */
const BOXED = ["primary", "secondary", "accent", "ghost", "destructive"] as const;

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "border border-input bg-surface text-foreground hover:bg-muted",
        accent: "bg-accent text-accent-foreground hover:bg-accent-hover",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive-hover",
        link: "text-primary underline underline-offset-4 hover:decoration-2",
      },
      // Text and icon size; the box (height, padding) comes from the compound variants below, so a link
      // (no box) and an IconButton (a square box of its own) never carry classes they then have to undo.
      size: {
        sm: "text-sm [&_svg]:size-4",
        md: "text-base [&_svg]:size-5",
        lg: "text-lg [&_svg]:size-5",
      },
    },
    compoundVariants: [
      { variant: [...BOXED], size: "sm", className: "h-9 px-3" },
      { variant: [...BOXED], size: "md", className: "h-11 px-4" },
      { variant: [...BOXED], size: "lg", className: "h-12 px-6" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Look: primary (default), secondary (outlined), accent (gold), ghost, destructive, link. */
    variant?: VariantProps<typeof buttonVariants>["variant"];
    /** Height and text size: sm (36px), md (44px touch target, default), lg (48px). */
    size?: VariantProps<typeof buttonVariants>["size"];
    /** Work in progress: shows a spinner and `busyLabel`, disables the button and sets aria-busy.
     * Default false. Ignored with `asChild` (a link cannot be disabled). */
    busy?: boolean;
    /** Text shown while busy, e.g. "Signing in..."; defaults to the children. */
    busyLabel?: string;
    /** Render the single child (e.g. an <a> or router Link) with the button's look instead of a <button>.
     * Default false. The child keeps its own role, so use it for navigation only. */
    asChild?: boolean;
  };

/** The one button of the design system; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  asChild = false,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={classes}
      {...props}
    >
      {busy ? (
        <>
          <Spinner decorative size="sm" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
