import { Component, Suspense, useRef, type ErrorInfo, type ReactNode } from "react";
import { ChunkLoadError } from "./lazyScreen";
import { useFocusHeadingOnNavigation } from "./screenChange";
import { ScreenFallback, ScreenLoadFailed } from "./ScreenStates";

interface BoundaryState {
  error: Error | null;
}

/**
 * Catches a screen chunk that failed to load (ChunkLoadError: 'Loading chunk {id} failed') and
 * offers a reload; any other render error is rethrown to the nearest outer boundary.
 */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <ScreenLoadFailed message={error.message} />;
    if (error) throw error;
    return this.props.children;
  }
}

/** Mounts when the screen's chunk has arrived; then moves focus to its heading (screenChange.ts). */
function ScreenShown({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigation(container);
  return (
    <div ref={container} className="contents">
      {children}
    </div>
  );
}

/** Wraps one lazily loaded screen: a loading state while its chunk arrives, an error if it fails. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<ScreenFallback />}>
        <ScreenShown>{children}</ScreenShown>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
