import { clearSession, getAuthToken } from "../session/session";
import { ApiError } from "./ApiError";
import { apiBaseUrl } from "./config";
import { reportSessionExpired } from "./sessionExpiry";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; null, undefined and "" are left out (the API treats them as absent). */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A 401 from these means "wrong credentials" or "already signed out", not an expired session. */
const SESSION_EXEMPT_PATHS = new Set(["/sign_in", "/sign_out"]);

/** Builds `/api/v1<path>?<query>` on the configured base; also the SWR key format (see keys.ts). */
export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null; // the connection dropped mid-body: keep the status, lose the body
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The portal's only way to reach the API. Sends JSON with the bearer token whenever signed in,
 * returns the parsed body on 2xx, and otherwise throws an ApiError carrying status and body
 * (kind "network" when no response arrived). A 401 from anything but sign_in/sign_out clears the
 * session and reports it, so the app can show "Session expired" and go to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", query, body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${apiPath(path, query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiError({ kind: "no-response" }, { cause });
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const routePath = path.split("?")[0] ?? path;
  if (response.status === 401 && !SESSION_EXEMPT_PATHS.has(routePath)) {
    clearSession();
    reportSessionExpired();
  }
  throw new ApiError({ kind: "response", status: response.status, body: payload });
}

/**
 * How long a preloaded answer waits to be taken once it has arrived; after that it is dropped, so an answer
 * nobody asked for in time never stands in for a later request (a revalidation fetches afresh).
 */
export const PRELOAD_KEPT_MS = 5_000;

interface Preload {
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

function preloadId(token: string, key: string): string {
  return `${token} ${key}`;
}

function fresh(preload: Preload | undefined): preload is Preload {
  return (
    preload !== undefined &&
    (preload.arrivedAt === undefined || Date.now() - preload.arrivedAt < PRELOAD_KEPT_MS)
  );
}

/**
 * Starts the GET of an SWR key now, for this session, unless one is already waiting: the next `swrFetcher`
 * call for the key in the same session takes it instead of fetching. Without a session nothing is preloaded.
 * Resolves once the answer is in (its failure is the taker's).
 */
export function preloadKey(key: string): Promise<void> {
  const token = getAuthToken();
  if (!token) return Promise.resolve();
  const id = preloadId(token, key);
  const waiting = preloads.get(id);
  if (fresh(waiting)) return waiting.request.then(ignore, ignore);
  const preload: Preload = { request: apiRequest(key) };
  preloads.set(id, preload);
  const arrived = () => {
    preload.arrivedAt = Date.now();
  };
  return preload.request.then(arrived, arrived);
}

function ignore(): void {}

/** Drops every waiting preload: at sign-out (session/logout.ts), and before each test and story. */
export function dropPreloads(): void {
  preloads.clear();
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
  return apiRequest<T>(key);
}
