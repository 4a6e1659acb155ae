import { useCallback, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { useSession } from "../session/useSession";
import { ApiError } from "./ApiError";
import { swrFetcher } from "./swrFetcher";
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

/** Gives useRefresh this cache's refresh: revalidate every key of the named resources (keys.ts `keyBelongsTo`). */
function CacheRefresh({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    async (...resources: Resource[]) => {
      await mutate((key) => resources.some((resource) => keyBelongsTo(key, resource)));
    },
    [mutate],
  );
  return <RefreshContext value={refresh}>{children}</RefreshContext>;
}
