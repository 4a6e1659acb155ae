/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupcohort2Inputs */

const en_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort ID`)
};

/**
* | output |
* | --- |
* | "Cohort ID" |
*
* @param {Signupcohort2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupcohort2 = /** @type {((inputs?: Signupcohort2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupcohort2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupcohort2
	if (translated) return translated(inputs)
	return en_signupcohort2(inputs)
});
export { signupcohort2 as "signUpCohort" }