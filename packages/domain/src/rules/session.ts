/** Saved login data lives 7 days from login (docs/product.md §9), matching the server token (docs/api.md §2). */
export const SESSION_TTL_MS = 604_800_000;

/** Expiry timestamp (ms since the epoch) of login data saved at `loginAt` (ms since the epoch). */
export function sessionExpiry(loginAt: number): number {
  if (!Number.isFinite(loginAt)) throw new RangeError(`Invalid login time: ${loginAt}`);
  return loginAt + SESSION_TTL_MS;
}

/**
 * True when saved login data with `expiry` (ms since the epoch) is no longer valid at `now` (ms): from
 * the expiry instant itself on. A missing or unreadable expiry (not a finite number, e.g. from tampered
 * or older storage) counts as expired, so bad data never keeps someone signed in.
 */
export function isSessionExpired(expiry: unknown, now: number): boolean {
  if (typeof expiry !== "number" || !Number.isFinite(expiry)) return true;
  return now >= expiry;
}
