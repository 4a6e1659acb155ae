/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navassignments1Inputs */

const en_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignments`)
};

/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Navassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navassignments1 = /** @type {((inputs?: Navassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navassignments1
	if (translated) return translated(inputs)
	return en_navassignments1(inputs)
});
export { navassignments1 as "navAssignments" }