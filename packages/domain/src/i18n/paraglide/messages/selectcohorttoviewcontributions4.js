/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcontributions4Inputs */

const en_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view contributions.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view contributions." |
*
* @param {Selectcohorttoviewcontributions4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcontributions4 = /** @type {((inputs?: Selectcohorttoviewcontributions4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcontributions4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohorttoviewcontributions4
	if (translated) return translated(inputs)
	return en_selectcohorttoviewcontributions4(inputs)
});
export { selectcohorttoviewcontributions4 as "selectCohortToViewContributions" }