/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohort3Inputs */

const en_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort" |
*
* @param {Nostudentsincohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohort3 = /** @type {((inputs?: Nostudentsincohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nostudentsincohort3
	if (translated) return translated(inputs)
	return en_nostudentsincohort3(inputs)
});
export { nostudentsincohort3 as "noStudentsInCohort" }