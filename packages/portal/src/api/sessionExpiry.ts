/**
 * The bridge between the fetcher (plain module, no router) and the app (which can toast and
 * navigate). The app registers one listener; the fetcher calls `reportSessionExpired` on a 401.
 */
type Listener = () => void;

let listener: Listener | null = null;

export function onSessionExpired(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportSessionExpired(): void {
  listener?.();
}
