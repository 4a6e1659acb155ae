/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewassignments4Inputs */

const en_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view assignments.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view assignments." |
*
* @param {Selectcohorttoviewassignments4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewassignments4 = /** @type {((inputs?: Selectcohorttoviewassignments4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewassignments4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohorttoviewassignments4
	if (translated) return translated(inputs)
	return en_selectcohorttoviewassignments4(inputs)
});
export { selectcohorttoviewassignments4 as "selectCohortToViewAssignments" }