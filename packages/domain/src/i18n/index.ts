/**
 * The message catalogue in the reader's language (decision 184): `m.loginSuccess()` is the text in the active
 * locale, `m.loginSuccess({}, { locale: "fr" })` in a given one (the server's mails). Each message is its own
 * function, compiled by Paraglide JS from messages/{locale}.json, so a bundler keeps only the messages a page
 * calls. The English texts are docs/product.md's, the same as the `messages` constants the API answers with.
 */
import type { Locale } from "./paraglide/runtime.js";
import { translations } from "./paraglide/translations.js";

export { m } from "./paraglide/messages.js";
export { getLocale, overwriteGetLocale } from "./paraglide/translations.js";
export type { Locale };

// The locales as project.inlang/settings.json lists them (the catalogue test compares them with Paraglide's
// runtime), declared here so a page does not carry the runtime's module for them.
export const baseLocale = "en" satisfies Locale;
export const locales = ["en", "fr", "es", "pt", "sw", "ar"] as const satisfies readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

/**
 * Each language other than English is a module of its own (scripts/i18n-compile.mjs), fetched when it is chosen,
 * so a page carries only its messages' English; until its module is in, a message reads in English.
 */
const TRANSLATIONS: Record<Exclude<Locale, typeof baseLocale>, () => Promise<{ default: Translation }>> = {
  fr: () => import("./paraglide/translations/fr.js"),
  es: () => import("./paraglide/translations/es.js"),
  pt: () => import("./paraglide/translations/pt.js"),
  sw: () => import("./paraglide/translations/sw.js"),
  ar: () => import("./paraglide/translations/ar.js"),
};

type Translation = NonNullable<(typeof translations)[string]>;

/** Whether `locale`'s texts are in: English always, another language once loaded. */
export function isLocaleLoaded(locale: Locale): boolean {
  return locale === baseLocale || translations[locale] !== undefined;
}

/** Fetches `locale`'s texts (once); the messages read in it from then on. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === baseLocale || isLocaleLoaded(locale)) return;
  translations[locale] = (await TRANSLATIONS[locale]()).default;
}

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  pt: "Português",
  sw: "Kiswahili",
  ar: "العربية",
};

/** The writing direction of a locale: Arabic right to left. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The first of the reader's languages (navigator.languages) the academy speaks, by language subtag; else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const subtag = language.toLowerCase().split("-")[0];
    const match = locales.find((locale) => locale === subtag);
    if (match) return match;
  }
  return baseLocale;
}
