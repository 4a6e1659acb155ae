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

/** An answer's body as JSON (null when empty, not JSON, or cut short). */
export async function readBody(response: Response): Promise<unknown> {
  try {
    return parseBody(await response.text());
  } catch {
    return null; // the connection dropped mid-body: keep the status, lose the body
  }
}

/** An answer's body as JSON, or null when it is empty or not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The bearer token's header whenever this tab has a session. */
export function authorization(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * The ApiError of an answer that is not 2xx. A 401 from anything but sign_in/sign_out clears the session
 * and reports it first.
 */
export function failedAnswer(path: string, status: number, payload: unknown): ApiError {
  const routePath = path.split("?")[0] ?? path;
  if (status === 401 && !SESSION_EXEMPT_PATHS.has(routePath)) {
    clearSession();
    reportSessionExpired();
  }
  return new ApiError({ kind: "response", status, body: payload });
}

/**
 * The portal's only way to reach the API. Sends JSON with the bearer token whenever signed in,
 * returns the parsed body on 2xx, and otherwise throws an ApiError carrying status and body
 * (kind "network" when no response arrived). A 401 from anything but sign_in/sign_out clears the
 * session and reports it, so the app can show "Session expired" and go to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiResponse(path, options))) as T;
}

/**
 * `apiRequest` without reading the body: the 2xx response itself, for a body that is not JSON (a file handed
 * in, docs/api.md §6.13). Failures are thrown as `apiRequest` throws them.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", query, body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json", ...authorization() };
  if (body !== undefined) headers["Content-Type"] = "application/json";

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
  if (response.ok) return response;
  throw failedAnswer(path, response.status, await readBody(response));
}
