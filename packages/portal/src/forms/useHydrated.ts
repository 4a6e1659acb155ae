import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the page's own HTML is shown and React has not yet taken it over (a screen rendered into the page
 * at build time, decision 170), true from then on, and at once for a screen rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
