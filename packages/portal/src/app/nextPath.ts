import { isFacilitator, type Session } from "../session/session";
import { paths } from "./paths";

/** The query parameter of /login that names where to go once signed in (decision 180). */
export const NEXT_PARAM = "next";

/** A base that no real path can reach: anything that resolves elsewhere is another origin. */
const BASE = "http://portal.invalid";

/**
 * The portal path `raw` names, or null when it is not one to follow after signing in: only a path of this
 * origin under /portal, exactly as written (no scheme, no `//` or `\` host, no control characters, nothing the
 * URL parser would rewrite such as `..` or `%2e%2e`), so /login can never send anyone to another site.
 */
export function nextPath(raw: string | null): string | null {
  if (!raw?.startsWith("/") || raw.startsWith("//") || /[\\\p{Cc}\s]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  const inPortal = url.pathname === paths.portal || url.pathname.startsWith(`${paths.portal}/`);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && inPortal && path === raw ? path : null;
}

/** /login, carrying `location` (a portal path with its query) as `?next=` unless it is the portal's root. */
export function loginWithNext(location: string): string {
  const next = nextPath(location);
  if (next === null || next === paths.portal) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/** Where a person lands after signing in: the desk for facilitators and admins, the dashboard for students. */
export function landingPath(session: Session | null): string {
  return isFacilitator(session) ? paths.instructorDesk : paths.portal;
}
