/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cohortinfonotfound3Inputs */

const en_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort information not found. Please login again.`)
};

/**
* | output |
* | --- |
* | "Cohort information not found. Please login again." |
*
* @param {Cohortinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cohortinfonotfound3 = /** @type {((inputs?: Cohortinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cohortinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.cohortinfonotfound3
	if (translated) return translated(inputs)
	return en_cohortinfonotfound3(inputs)
});
export { cohortinfonotfound3 as "cohortInfoNotFound" }