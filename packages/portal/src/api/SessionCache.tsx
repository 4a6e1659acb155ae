import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import { useSession } from "../session/useSession";
import { ApiError } from "./ApiError";
import { dropPreloads, swrFetcher } from "./swrFetcher";
import { keyBelongsTo, type Resource } from "./keys";
import { RefreshContext } from "./refresh";

/** Errors that the same request would only repeat: every 4xx. */
function isPermanent(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500;
}

/**
 * The SWR cache of the screens below it, one per session: signing in as someone else, or out,
 * starts from an empty cache, so nobody ever sees the previous person's data. Lives in the
 * screens that fetch (not at the root) so /login loads no SWR code.
 */
export function SessionCache({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? "signed-out";
  return (
    <SWRConfig
      key={token}
      value={{
        provider: () => new Map(),
        fetcher: swrFetcher,
        errorRetryCount: 3,
        onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
          if (isPermanent(error) || retryCount >= (config.errorRetryCount ?? 3)) return;
          setTimeout(() => void revalidate({ retryCount }), Math.min(2 ** retryCount * 1000, 10_000));
        },
      }}
    >
      <CacheRefresh>{children}</CacheRefresh>
    </SWRConfig>
  );
}

/** The start of useSWRInfinite's entries in the cache (then its first page's key), which `mutate(filter)` skips. */
const INFINITE = unstable_serialize(() => "");

/** Where a tab tells the others which resources its writes changed (they apply it when they regain focus). */
const WRITES_CHANNEL = "cla-portal-writes";

/**
 * Gives useRefresh this cache's refresh (decision 177): after a write, every key of the named resources
 * (keys.ts `keyBelongsTo`), whatever its query, is fresh on the next screen that shows it. Their waiting
 * preloads are dropped (a press on a link before the write preloaded the answer from before it); SWR's
 * `mutate` revalidates the mounted screens and marks the others' cached answers stale (no dedupe holds them
 * back when their screen mounts), the activity log's pages (useSWRInfinite) included; and the other tabs of
 * this browser do the same when they regain focus. Nothing is dropped when nothing was written.
 */
function CacheRefresh({ children }: { children: ReactNode }) {
  const { cache, mutate } = useSWRConfig();
  const renew = useCallback(
    async (resources: readonly Resource[]) => {
      const changed = (key: unknown) => resources.some((resource) => keyBelongsTo(key, resource));
      dropPreloads(changed);
      const pages = [...cache.keys()].filter(
        (key) => key.startsWith(INFINITE) && changed(key.slice(INFINITE.length)),
      );
      await Promise.all([mutate(changed), ...pages.map((key) => mutate(key))]);
    },
    [cache, mutate],
  );
  const tabs = useRef<BroadcastChannel | null>(null);
  const refresh = useCallback(
    async (...resources: Resource[]) => {
      if (resources.length === 0) return;
      tabs.current?.postMessage(resources);
      await renew(resources);
    },
    [renew],
  );
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(WRITES_CHANNEL);
    tabs.current = channel;
    const pending = new Set<Resource>();
    channel.onmessage = (event: MessageEvent<Resource[]>) => {
      for (const resource of event.data) pending.add(resource);
    };
    const onFocus = () => {
      if (pending.size === 0) return;
      const resources = [...pending];
      pending.clear();
      void renew(resources);
    };
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      tabs.current = null;
      channel.close();
    };
  }, [renew]);
  return <RefreshContext value={refresh}>{children}</RefreshContext>;
}
