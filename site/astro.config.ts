import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

/**
 * Pages that must stay out of the sitemap: the portal shells (noindex, they need a session),
 * the error pages and the static redirect stub for the footer's /facaulty link.
 */
const NOT_IN_SITEMAP = [
  "/404",
  "/faculty/not-found",
  "/facaulty",
  "/login",
  "/JJRSFCLA",
  "/forgot-password",
  "/reset-password",
  "/certificate",
  "/portal",
];

/** Canonical origin for the sitemap, canonical links and Open Graph URLs (set SITE_URL per deployment). */
const site = process.env.SITE_URL ?? "https://cla.jjrsf.org";

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // One small stylesheet per page costs a round trip on a slow mobile link; inlining it keeps the
    // first render to the HTML document alone (see docs/decisions/083-site-performance.md).
    inlineStylesheets: "always",
  },
  // The footer links to /facaulty (spelled so in SPEC.md); the API server answers it with a 301, and this
  // static redirect page keeps the link working when site/dist is hosted on its own.
  redirects: { "/facaulty": { status: 301, destination: "/faculty" } },
  image: {
    // AVIF at sharp's default effort (4) takes seconds per portrait on a small machine; 2 is nearly as
    // small and keeps a cold build short.
    service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 2 } } },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, "") || "/";
        return !NOT_IN_SITEMAP.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
      },
      // Same form as the canonical links and the navigation: no trailing slash.
      serialize: (item) => {
        const url = new URL(item.url);
        if (url.pathname !== "/") url.pathname = url.pathname.replace(/\/$/, "");
        return { ...item, url: url.href };
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
