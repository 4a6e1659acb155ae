import { ACADEMY_TIME_ZONE_HEADER } from "@cla/domain/client";
import { learnAcademyTimeZone } from "../app/timeZones";
import { getAuthToken } from "../session/session";
import { apiResponse, readBody } from "./fetcher";

// SWR's fetcher and the requests preloaded for it (decision 155), apart from fetcher.ts so /login's first
// chunks, which sign in through apiRequest, carry none of it (decision 092's budget).

/**
 * How long a preloaded answer waits to be taken once it has arrived; after that it is dropped, so an answer
 * nobody asked for in time never stands in for a later request (a revalidation fetches afresh).
 */
export const PRELOAD_KEPT_MS = 5_000;

interface Preload {
  /** The SWR key it answers. */
  key: string;
  request: Promise<unknown>;
  /** When the answer (or the failure) arrived; undefined while in flight. */
  arrivedAt?: number;
}

/**
 * Requests started before their screen asked (app/preload.ts, decision 155), by session token and SWR key:
 * SWR's own `preload` keeps them in the default cache, which SessionCache's per-session caches never read.
 * An answer nobody took stays until its key is preloaded again or the session signs out.
 */
const preloads = new Map<string, Preload>();

/**
 * The GET of an SWR key: its body, after noting the academy's zone its answer names (docs/api.md §1.4), so the
 * screen renders its data with the server's zone.
 */
async function fetchKey<T>(key: string): Promise<T> {
  const response = await apiResponse(key);
  learnAcademyTimeZone(response.headers.get(ACADEMY_TIME_ZONE_HEADER));
  return (await readBody(response)) as T;
}

function preloadId(token: string, key: string): string {
  return `${token} ${key}`;
}

function fresh(preload: Preload | undefined): preload is Preload {
  return (
    preload !== undefined &&
    (preload.arrivedAt === undefined || Date.now() - preload.arrivedAt < PRELOAD_KEPT_MS)
  );
}

/** True while a preload of `key` for this session waits to be taken (in flight, or arrived and fresh). */
export function isPreloaded(key: string): boolean {
  const token = getAuthToken();
  return token !== null && fresh(preloads.get(preloadId(token, key)));
}

/**
 * Starts the GET of an SWR key now, for this session, unless one is already waiting: the next `swrFetcher`
 * call for the key in the same session takes it instead of fetching. Without a session nothing is preloaded.
 * Resolves with the answer once it is in, or with undefined on a failure (the failure is the taker's).
 */
export function preloadKey(key: string): Promise<unknown> {
  const token = getAuthToken();
  if (!token) return Promise.resolve(undefined);
  const id = preloadId(token, key);
  const waiting = preloads.get(id);
  if (fresh(waiting)) return waiting.request.catch(() => undefined);
  const preload: Preload = { key, request: fetchKey(key) };
  preloads.set(id, preload);
  return preload.request.then(
    (answer) => {
      preload.arrivedAt = Date.now();
      return answer;
    },
    () => {
      preload.arrivedAt = Date.now();
      return undefined;
    },
  );
}

/**
 * Drops the waiting preloads of the keys `changed` names (every one by default): after a write, those of the
 * keys it changed, so no answer from before the write stands in for a later request (api/freshness.ts); at
 * sign-out (session/logout.ts) and before each test and story, all of them.
 */
export function dropPreloads(changed: (key: string) => boolean = () => true): void {
  for (const [id, preload] of preloads) if (changed(preload.key)) preloads.delete(id);
}

/** The SWR fetcher: keys are API paths with their query already encoded (see keys.ts); takes a preload first. */
export function swrFetcher<T>(key: string): Promise<T> {
  const token = getAuthToken();
  if (token) {
    const id = preloadId(token, key);
    const preloaded = preloads.get(id);
    preloads.delete(id);
    if (fresh(preloaded)) return preloaded.request as Promise<T>;
  }
  return fetchKey<T>(key);
}
