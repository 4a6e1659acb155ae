import { ErrorState, LoadingState } from "@cla/ui";
import { commonTexts } from "./texts";

/** Shown while a screen's chunk loads. */
export function ScreenFallback() {
  return <LoadingState label={commonTexts.loading} className="min-h-[50vh]" />;
}

/** Shown when a screen's chunk failed: the SPEC.md §8 text and a reload, which fetches it again. */
export function ScreenLoadFailed({ message }: { message: string }) {
  return (
    <div className="px-4 py-10">
      <ErrorState message={message} onRetry={() => window.location.reload()} retryLabel={commonTexts.retry} />
    </div>
  );
}
