/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudentworks2Inputs */

const en_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading work handed in...`)
};

/**
* | output |
* | --- |
* | "Loading work handed in..." |
*
* @param {Loadingstudentworks2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudentworks2 = /** @type {((inputs?: Loadingstudentworks2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudentworks2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingstudentworks2
	if (translated) return translated(inputs)
	return en_loadingstudentworks2(inputs)
});
export { loadingstudentworks2 as "loadingStudentWorks" }