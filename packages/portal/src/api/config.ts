/**
 * Where the API lives. PUBLIC_API_BASE_URL (a build-time setting, e.g. "https://api.example.org")
 * points the portal at another host; unset, calls go to the page's own origin.
 */
export function apiBaseUrl(configured: string | undefined = import.meta.env.PUBLIC_API_BASE_URL): string {
  const origin = (configured ?? "").trim().replace(/\/+$/, "");
  return `${origin}/api/v1`;
}
