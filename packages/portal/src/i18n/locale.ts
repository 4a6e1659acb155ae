/**
 * The portal's language (decision 184). The catalogue's messages (`m.*()` of @cla/domain/i18n) read the locale
 * held here. A first visit follows navigator.languages; a choice is remembered in local storage and, for a
 * signed-in person, on their account (the user's `locale`, applied at sign-in). `<html lang dir>` follows.
 * The page is built in English, so the locale starts English and the island switches after hydrating (LocaleRoot),
 * once the language's texts are fetched, which keeps the built HTML and the first client render the same.
 */
import {
  baseLocale,
  isLocale,
  isLocaleLoaded,
  loadLocale,
  localeDirection,
  overwriteGetLocale,
  preferredLocale,
  type Locale,
} from "@cla/domain/i18n";

/** Where the chosen language is remembered in this browser. */
export const LOCALE_STORAGE_KEY = "cla.locale";

let active: Locale = baseLocale;
/** The language last asked for: a language whose texts arrive after another was chosen is not shown. */
let requested: Locale = baseLocale;
overwriteGetLocale(() => active);
const listeners = new Set<() => void>();

/** The language this browser chose before, else the first of the reader's languages the academy speaks. */
export function browserLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  return isLocale(stored) ? stored : preferredLocale(navigator.languages ?? [navigator.language]);
}

/**
 * Shows the portal in `locale`: the messages, `<html lang dir>`; `remember` keeps it for the next visit. A
 * language other than English is fetched first (its own chunk, decision 184); English stays until it is in.
 */
export function applyLocale(locale: Locale, { remember }: { remember: boolean }): void {
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // not remembered in this browser; the account still keeps it for a signed-in person
    }
  }
  requested = locale;
  if (isLocaleLoaded(locale)) show(locale);
  else
    void loadLocale(locale).then(
      () => requested === locale && show(locale),
      () => undefined, // offline: the portal stays in the language it shows; a later choice tries again
    );
}

function show(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

export function activeLocale(): Locale {
  return active;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
