import type { APIRoute } from "astro";

/** Everything may be crawled; the portal shells (but /login) and error pages carry noindex instead. */
export const GET: APIRoute = ({ site }) => {
  const lines = ["User-agent: *", "Allow: /"];
  if (site) lines.push("", `Sitemap: ${new URL("/sitemap-index.xml", site).href}`);
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
