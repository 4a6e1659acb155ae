import { CircleAlert, RotateCw } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../Button";
import { cn } from "../lib/cn";

export type ErrorStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** What went wrong, in the person's words (from the messages catalogue); announced as an alert. */
  message: ReactNode;
  /** Optional bold line above the message. */
  title?: ReactNode;
  /** Shows the retry button and is called when it is pressed; without it there is no button. */
  onRetry?: () => void;
  /** Text of the retry button. Default "Try again". */
  retryLabel?: string;
};

/** In place of content that failed to load: the reason and a way to try again. */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel = "Try again",
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-destructive-soft bg-destructive-soft px-6 py-8 text-center text-destructive-soft-foreground",
        className,
      )}
      {...props}
    >
      <div role="alert" className="flex flex-col items-center gap-2">
        <CircleAlert aria-hidden="true" className="size-8" />
        {title != null && <p className="font-semibold">{title}</p>}
        <p className="max-w-prose">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
