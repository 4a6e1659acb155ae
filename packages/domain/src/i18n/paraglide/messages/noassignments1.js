/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noassignments1Inputs */

const en_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignments available.`)
};

/**
* | output |
* | --- |
* | "No assignments available." |
*
* @param {Noassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noassignments1 = /** @type {((inputs?: Noassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.noassignments1
	if (translated) return translated(inputs)
	return en_noassignments1(inputs)
});
export { noassignments1 as "noAssignments" }