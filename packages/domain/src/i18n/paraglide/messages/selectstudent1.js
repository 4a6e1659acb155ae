/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectstudent1Inputs */

const en_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a student`)
};

/**
* | output |
* | --- |
* | "Please select a student" |
*
* @param {Selectstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectstudent1 = /** @type {((inputs?: Selectstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectstudent1
	if (translated) return translated(inputs)
	return en_selectstudent1(inputs)
});
export { selectstudent1 as "selectStudent" }