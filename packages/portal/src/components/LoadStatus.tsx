import { Button } from "@cla/ui";
import { texts } from "../app/texts";

/** A loading line for one part of a screen, announced politely. */
export function LoadingMessage({ message }: { message: string }) {
  return (
    <p role="status" className="py-6 text-center text-muted-foreground">
      {message}
    </p>
  );
}

/** A failed load: the message and, when the load can be repeated, a retry button. */
export function LoadFailedMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="gap-3 px-4 py-6 flex flex-col items-center rounded-lg border border-destructive bg-destructive-soft text-center text-destructive-soft-foreground"
    >
      <p className="font-medium">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {texts.common.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** An empty list's text (e.g. 'No announcements found'). */
export function EmptyMessage({ message }: { message: string }) {
  return (
    <p className="px-4 py-6 rounded-lg border border-dashed border-border text-center text-muted-foreground">
      {message}
    </p>
  );
}
