import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentSecurityPolicy } from "./csp";
import { preloadPortalCode } from "./scripts/preload-portal-code";

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
  "/verify",
];

/**
 * The API's origin when the portal calls another host (PUBLIC_API_BASE_URL, a build-time setting); the
 * Content-Security-Policy below lets pages connect to it.
 */
const apiOrigin = process.env.PUBLIC_API_BASE_URL ? new URL(process.env.PUBLIC_API_BASE_URL).origin : null;

/**
 * `astro dev` only: where the dev server sends /api (the API server `pnpm dev` starts beside it, scripts/dev.mjs),
 * so the portal calls the same origin as in production.
 */
const devApiUrl = process.env.CLA_DEV_API_URL ?? "http://127.0.0.1:3001";

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
  // The footer links to /facaulty (spelled so in docs/product.md); the API server answers it with a 301, and this
  // static redirect page keeps the link working when site/dist is hosted on its own.
  // Every page carries a Content-Security-Policy <meta> (site/csp.ts, decision 087).
  security: { csp: contentSecurityPolicy(apiOrigin) },
  // No page shows code; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  redirects: { "/facaulty": { status: 301, destination: "/faculty" } },
  image: {
    // AVIF at sharp's default effort (4) takes seconds per portrait on a small machine; 2 is nearly as
    // small and keeps a cold build short.
    service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 2 } } },
  },
  integrations: [
    react(),
    // The portal shells name the scripts of their first screen up front (decision 155).
    preloadPortalCode(),
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
    server: { proxy: { "/api": { target: devApiUrl } } },
    build: {
      rolldownOptions: {
        // Radix's packages are built with esbuild's keepNames: each function is followed by a
        // `__name(fn, "fn")` call that only restores `fn.name`. The bundler counts those calls as side effects,
        // so they kept every such call and the unused functions they name in the browser (1.2 KB gzip of /faq's
        // Radix code). Nothing reads these names (React uses the displayName Radix sets), so the calls are
        // declared pure and dropped with what only they used (decision 150).
        treeshake: { manualPureFunctions: ["__name"] },
      },
    },
    // The browser build's shared chunks (decisions 092, 150). By default every set of islands and lazy screens
    // that shares modules gets its own chunk, and /login then fetched 24 small files that compress worse apart
    // than together. Groups instead: React with the two Radix helpers every island is built on (Slot and
    // compose-refs), loaded by every island; and the portal's startup code with the router, which also takes
    // in the helpers only the portal uses (clsx, `cn`, lucide's icon base: the FAQ island uses none of them, so
    // /faq never loads the portal chunk; if it ever imports one, bench:site shows the portal chunk on /faq).
    // The lazy screens keep their own chunks, so /login still loads no other screen.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|@radix-ui[\\/]react-(compose-refs|slot))[\\/]/,
                    priority: 3,
                  },
                  // The portal screens' messages: a chunk of their own that the lazy screens load, so the
                  // startup chunk (and /login) does not carry them.
                  {
                    name: "portal-texts",
                    test: /packages[\\/]domain[\\/]src[\\/]message-texts-portal\./,
                    priority: 2,
                  },
                  // What every account form and every screen's data needs (the fetcher and its errors, the form
                  // pieces, the field controls), with what they import (the bundler's groups take a module's
                  // dependencies along): one chunk instead of a dozen of a few hundred bytes each, which compress
                  // worse apart. /login: 18 scripts and 100.0 KB before its form is usable → 9 and 97.8 KB. With
                  // the forms' submit hook and the checkbox as well (sign-in's Remember me), 10 scripts and 99.9 KB
                  // → 8 and 99.4 KB (2026-11-29).
                  {
                    name: "forms",
                    test: /packages[\\/]portal[\\/]src[\\/](api[\\/](fetcher|errors|account|refresh|ApiError|config)\.|forms[\\/](FormAlert|useSubmit)\.|screens[\\/]account[\\/])|packages[\\/]ui[\\/]src[\\/](Field|Input|PasswordInput|Card|Checkbox)[\\/]|lib[\\/]control\./,
                    priority: 2,
                  },
                  {
                    name: "portal",
                    // Not the public verification page's script: it stays on its own, tiny.
                    test: (id) =>
                      /packages[\\/](portal|domain)[\\/]|node_modules[\\/]react-router[\\/]/.test(id) &&
                      !/packages[\\/]portal[\\/]src[\\/]verify[\\/]/.test(id),
                    tags: ["$initial"],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
