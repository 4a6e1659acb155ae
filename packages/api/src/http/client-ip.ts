/**
 * The client IP (docs/api.md §1.7 TRUST_PROXY), the key of the rate limits (auth/rate-limits.ts): the
 * left-most X-Forwarded-For entry behind a trusted proxy, otherwise the socket's address. Requests
 * without a socket (app.request in tests) share the key "unknown".
 */
import type { AppContext } from "./context.ts";

export function clientIp(c: AppContext): string {
  if (c.var.deps.settings.trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
