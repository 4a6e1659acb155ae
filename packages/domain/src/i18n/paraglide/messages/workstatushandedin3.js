/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatushandedin3Inputs */

const en_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`handed in`)
};

/**
* | output |
* | --- |
* | "handed in" |
*
* @param {Workstatushandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatushandedin3 = /** @type {((inputs?: Workstatushandedin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatushandedin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workstatushandedin3
	if (translated) return translated(inputs)
	return en_workstatushandedin3(inputs)
});
export { workstatushandedin3 as "workStatusHandedIn" }