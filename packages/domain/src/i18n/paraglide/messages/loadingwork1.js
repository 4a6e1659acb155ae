/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingwork1Inputs */

const en_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your work...`)
};

/**
* | output |
* | --- |
* | "Loading your work..." |
*
* @param {Loadingwork1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingwork1 = /** @type {((inputs?: Loadingwork1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingwork1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingwork1
	if (translated) return translated(inputs)
	return en_loadingwork1(inputs)
});
export { loadingwork1 as "loadingWork" }