/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusscored2Inputs */

const en_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scored`)
};

/**
* | output |
* | --- |
* | "scored" |
*
* @param {Workstatusscored2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusscored2 = /** @type {((inputs?: Workstatusscored2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusscored2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workstatusscored2
	if (translated) return translated(inputs)
	return en_workstatusscored2(inputs)
});
export { workstatusscored2 as "workStatusScored" }