/**
 * The message catalogue in the reader's language (decision 184): `m.loginSuccess()` is the text in the active
 * locale, `m.loginSuccess({}, { locale: "fr" })` in a given one (the server's mails). Each message is its own
 * function, compiled by Paraglide JS from messages/{locale}.json, so a bundler keeps only the messages a page
 * calls. The English texts are docs/product.md's, the same as the `messages` constants the API answers with.
 */
import { baseLocale, locales, type Locale } from "./paraglide/runtime.js";

export { m } from "./paraglide/messages.js";
export {
  baseLocale,
  getLocale,
  isLocale,
  locales,
  overwriteGetLocale,
  setLocale,
  type Locale,
} from "./paraglide/runtime.js";

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
