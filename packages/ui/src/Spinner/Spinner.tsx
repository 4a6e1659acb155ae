import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export const spinnerVariants = cva("shrink-0 motion-safe:animate-spin", {
  variants: {
    size: { sm: "size-4", md: "size-6", lg: "size-8" },
  },
  defaultVariants: { size: "md" },
});

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers (role="status"). Default "Loading". Ignored when `decorative`. */
    label?: string;
    /** Hide it from assistive technology because visible text next to it already says what is happening
     * (busy Button, LoadingState). Default false. */
    decorative?: boolean;
  };

/**
 * A turning circle. Under prefers-reduced-motion it stands still (motion-safe:), so the label or the
 * visible text beside it has to carry the meaning, which it always does.
 */
export function Spinner({ label = "Loading", decorative = false, size, className, ...props }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn(spinnerVariants({ size }))} />;
  if (decorative) {
    return (
      <span data-slot="spinner" aria-hidden="true" className={cn("inline-flex", className)} {...props}>
        {icon}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn("inline-flex text-primary", className)}
      {...props}
    >
      {icon}
      {/* text as well as the name: live regions announce their content, not their label */}
      <span className="sr-only">{label}</span>
    </span>
  );
}
