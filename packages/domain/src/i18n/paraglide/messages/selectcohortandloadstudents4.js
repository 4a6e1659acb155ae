/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortandloadstudents4Inputs */

const en_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort and load student data first.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort and load student data first." |
*
* @param {Selectcohortandloadstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortandloadstudents4 = /** @type {((inputs?: Selectcohortandloadstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortandloadstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohortandloadstudents4
	if (translated) return translated(inputs)
	return en_selectcohortandloadstudents4(inputs)
});
export { selectcohortandloadstudents4 as "selectCohortAndLoadStudents" }