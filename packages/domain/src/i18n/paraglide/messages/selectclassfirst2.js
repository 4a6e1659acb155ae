/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectclassfirst2Inputs */

const en_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a class first`)
};

/**
* | output |
* | --- |
* | "Please select a class first" |
*
* @param {Selectclassfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectclassfirst2 = /** @type {((inputs?: Selectclassfirst2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectclassfirst2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.selectclassfirst2
	if (translated) return translated(inputs)
	return en_selectclassfirst2(inputs)
});
export { selectclassfirst2 as "selectClassFirst" }