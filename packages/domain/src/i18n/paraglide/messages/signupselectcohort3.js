/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectcohort3Inputs */

const en_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Signupselectcohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectcohort3 = /** @type {((inputs?: Signupselectcohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectcohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupselectcohort3
	if (translated) return translated(inputs)
	return en_signupselectcohort3(inputs)
});
export { signupselectcohort3 as "signUpSelectCohort" }