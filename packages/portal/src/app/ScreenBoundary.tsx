import { Suspense, useRef, type ReactNode } from "react";
import { useFocusHeadingOnNavigation } from "./screenChange";
import { ScreenFallback } from "./ScreenStates";

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

/**
 * Wraps one lazily loaded screen: a loading state while its chunk arrives (a chunk that fails shows
 * its own message, see lazyScreen), then the screen.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <ScreenShown>{children}</ScreenShown>
    </Suspense>
  );
}
