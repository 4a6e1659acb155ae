/* eslint-disable */
/** The loaded languages' texts other than English, by locale then message id (scripts/i18n-compile.mjs). */
export const translations = {};
