/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcbts4Inputs */

const en_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view cbts.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view cbts." |
*
* @param {Selectcohorttoviewcbts4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcbts4 = /** @type {((inputs?: Selectcohorttoviewcbts4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcbts4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohorttoviewcbts4
	if (translated) return translated(inputs)
	return en_selectcohorttoviewcbts4(inputs)
});
export { selectcohorttoviewcbts4 as "selectCohortToViewCbts" }