import { baseLocale } from "@cla/domain/i18n";
import { Fragment, useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { activeLocale, applyLocale, browserLocale, subscribeLocale } from "./locale";

/**
 * Renders the island in the active language: once hydrated it switches to the browser's (before the first
 * paint), and a later switch renders everything under it again in the new language.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, activeLocale, () => baseLocale);
  useLayoutEffect(() => applyLocale(browserLocale(), { remember: false }), []);
  return <Fragment key={locale}>{children}</Fragment>;
}
