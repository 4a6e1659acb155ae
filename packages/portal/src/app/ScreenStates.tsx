import { m } from "@cla/domain/i18n";
import { Button, LoadingState } from "@cla/ui";

/** Shown while a screen's chunk loads. */
export function ScreenFallback() {
  return <LoadingState label={m.commonLoading()} className="min-h-[50vh]" />;
}

/**
 * Shown when a screen's chunk failed: the docs/product.md §8 text and a reload, which fetches it again.
 * Kept to what /login already loads (no ErrorState), as it is part of every page's first chunk.
 */
export function ScreenLoadFailed({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <p role="alert" className="font-medium text-destructive">
        {message}
      </p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {m.commonRetry()}
      </Button>
    </div>
  );
}
