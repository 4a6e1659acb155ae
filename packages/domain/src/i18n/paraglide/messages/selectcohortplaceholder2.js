/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortplaceholder2Inputs */

const en_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Selectcohortplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortplaceholder2 = /** @type {((inputs?: Selectcohortplaceholder2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortplaceholder2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectcohortplaceholder2
	if (translated) return translated(inputs)
	return en_selectcohortplaceholder2(inputs)
});
export { selectcohortplaceholder2 as "selectCohortPlaceholder" }