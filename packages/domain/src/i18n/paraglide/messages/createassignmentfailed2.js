/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createassignmentfailed2Inputs */

const en_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create assignment. Please try again." |
*
* @param {Createassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createassignmentfailed2 = /** @type {((inputs?: Createassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.createassignmentfailed2
	if (translated) return translated(inputs)
	return en_createassignmentfailed2(inputs)
});
export { createassignmentfailed2 as "createAssignmentFailed" }