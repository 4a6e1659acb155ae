/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudents1Inputs */

const en_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading students...`)
};

/**
* | output |
* | --- |
* | "Loading students..." |
*
* @param {Loadingstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudents1 = /** @type {((inputs?: Loadingstudents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingstudents1
	if (translated) return translated(inputs)
	return en_loadingstudents1(inputs)
});
export { loadingstudents1 as "loadingStudents" }