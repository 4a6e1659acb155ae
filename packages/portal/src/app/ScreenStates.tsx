import { texts } from "./texts";

/** Shown while a screen's chunk loads. */
export function ScreenFallback() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
      {texts.common.loading}
    </div>
  );
}

/** Shown when a screen's chunk failed: the SPEC.md §8 text and a reload, which fetches it again. */
export function ScreenLoadFailed({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="gap-4 p-6 flex min-h-[50vh] flex-col items-center justify-center text-center"
    >
      <p className="font-medium text-destructive">{message}</p>
      <button
        type="button"
        className="px-4 py-2 rounded-md border border-input bg-surface"
        onClick={() => window.location.reload()}
      >
        {texts.common.retry}
      </button>
    </div>
  );
}
