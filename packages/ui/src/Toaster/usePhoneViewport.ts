import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` (40rem, 640 px): a phone. Notices go to the bottom, confirmations to the centre. */
export const PHONE_QUERY = "(max-width: 639px)";

function phoneQuery(): MediaQueryList | null {
  // jsdom (unit and story tests) has no matchMedia: there the page counts as wide unless a test stubs it.
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const isPhone = (): boolean => phoneQuery()?.matches ?? false;

/** Whether the viewport is a phone's (below 640 px), kept current as it turns or resizes. */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
