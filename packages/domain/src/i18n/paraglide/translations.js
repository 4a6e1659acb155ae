/* eslint-disable */
/** The loaded languages' texts other than English, by locale then message id (scripts/i18n-compile.mjs). */
export const translations = {};

let readLocale = () => 'en';
/** The locale a message reads when none is given: English unless overwritten. */
export const getLocale = () => readLocale();
export const overwriteGetLocale = (read) => {
  readLocale = read;
};

/** A message: the text of the locale asked for (`options.locale`, else getLocale()) once loaded, else English. */
export const message = (id, english) => (inputs = {}, options = {}) =>
  (translations[options.locale ?? readLocale()]?.[id] ?? english)(inputs);
