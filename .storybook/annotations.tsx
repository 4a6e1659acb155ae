import type { Decorator, Preview } from "@storybook/react-vite";
import { Fragment } from "react";
import { SWRConfig } from "swr";

// Every language at once, so a story renders in the toolbar's language at its first paint.
import "../packages/domain/src/i18n/all.ts";
import { LOCALE_NAMES, isLocale, localeDirection, locales } from "../packages/domain/src/i18n/index.ts";
import { applyLocale } from "../packages/portal/src/i18n/locale.ts";

import { Toaster } from "../packages/ui/src/index.ts";

/**
 * Annotations shared by the Storybook UI (preview.tsx) and the jsdom story tests (stories.test.tsx).
 * Browser-only pieces (the MSW service worker, the CSS) live in preview.tsx, so the tests can use
 * exactly these and mock HTTP with msw/node instead.
 */

// Each story mounts with an empty SWR cache, so one story's data never leaks into the next (docs/architecture.md §4.4).
const withFreshSwrCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <Story />
  </SWRConfig>
);

// Portal screens show notices and confirmToast() and rely on the page's Toaster, which the portal layout mounts;
// their stories get one here. UI stories show a component alone (the Toaster's own stories mount theirs, and a
// second Toaster would show every toast twice). `parameters.toaster` (true/false) overrides the default.
const withToaster: Decorator = (Story, { parameters, title }) => {
  const toaster = parameters["toaster"] ?? title.startsWith("Portal/");
  return (
    <>
      <Story />
      {toaster === true ? <Toaster /> : null}
    </>
  );
};

// The toolbar's language (decision 184): the story renders in it, `<html lang dir>` set (Arabic right to left). It is
// remembered as a reader's choice would be, so the portal's LocaleRoot keeps it when a story mounts the routes.
const withLocale: Decorator = (Story, { globals }) => {
  const locale = isLocale(globals["locale"]) ? globals["locale"] : "en";
  applyLocale(locale, { remember: true });
  return (
    <Fragment key={locale}>
      <Story />
    </Fragment>
  );
};

// 375 px is the phone width the SPEC's mobile layouts are checked at; 768 px is SideNav's collapse edge.
const viewports = {
  mobile: { name: "Mobile 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
  tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

export const storyAnnotations = {
  decorators: [withToaster, withFreshSwrCache, withLocale],
  globalTypes: {
    locale: {
      description: "Language and direction of the story",
      toolbar: {
        icon: "globe",
        dynamicTitle: true,
        items: locales.map((locale) => ({
          value: locale,
          title: `${LOCALE_NAMES[locale]} (${localeDirection(locale)})`,
        })),
      },
    },
  },
  initialGlobals: { locale: "en" },
  parameters: {
    // Accessibility violations are errors in the a11y panel and in every test run, never warnings.
    a11y: { test: "error" },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
} satisfies Preview;
