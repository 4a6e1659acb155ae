/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusnothandedin4Inputs */

const en_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not handed in`)
};

/**
* | output |
* | --- |
* | "not handed in" |
*
* @param {Workstatusnothandedin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusnothandedin4 = /** @type {((inputs?: Workstatusnothandedin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusnothandedin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workstatusnothandedin4
	if (translated) return translated(inputs)
	return en_workstatusnothandedin4(inputs)
});
export { workstatusnothandedin4 as "workStatusNotHandedIn" }