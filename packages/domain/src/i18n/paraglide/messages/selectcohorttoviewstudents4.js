/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewstudents4Inputs */

const en_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort to view students.`)
};

/**
* | output |
* | --- |
* | "Select a cohort to view students." |
*
* @param {Selectcohorttoviewstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewstudents4 = /** @type {((inputs?: Selectcohorttoviewstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohorttoviewstudents4
	if (translated) return translated(inputs)
	return en_selectcohorttoviewstudents4(inputs)
});
export { selectcohorttoviewstudents4 as "selectCohortToViewStudents" }