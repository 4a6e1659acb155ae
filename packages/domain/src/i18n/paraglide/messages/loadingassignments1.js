/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingassignments1Inputs */

const en_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading assignments...`)
};

/**
* | output |
* | --- |
* | "Loading assignments..." |
*
* @param {Loadingassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingassignments1 = /** @type {((inputs?: Loadingassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingassignments1
	if (translated) return translated(inputs)
	return en_loadingassignments1(inputs)
});
export { loadingassignments1 as "loadingAssignments" }