import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Spinner } from "../Spinner";

export type LoadingStateProps = Omit<ComponentProps<"div">, "children"> & {
  /** Visible text, also announced (role="status"), e.g. "Loading students...". Default "Loading...". */
  label?: string;
};

/** A spinner with visible text, in place of content that is loading. */
export function LoadingState({ label = "Loading...", className, ...props }: LoadingStateProps) {
  return (
    <div
      data-slot="loading-state"
      role="status"
      className={cn("flex items-center justify-center gap-3 px-6 py-10 text-muted-foreground", className)}
      {...props}
    >
      <Spinner decorative size="md" className="text-primary" />
      <span>{label}</span>
    </div>
  );
}
