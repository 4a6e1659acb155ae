import { useCallback, useEffect, useRef } from "react";

/**
 * Runs a navigation after a delay (docs/product.md §9: 3 s returns), cancelled if the screen goes away
 * first, so leaving early never yanks the person back.
 */
export function useDelayedNavigation(): (go: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((go: () => void, delayMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(go, delayMs);
  }, []);
}
