/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentcreated1Inputs */

const en_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment created successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment created successfully!" |
*
* @param {Assignmentcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentcreated1 = /** @type {((inputs?: Assignmentcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.assignmentcreated1
	if (translated) return translated(inputs)
	return en_assignmentcreated1(inputs)
});
export { assignmentcreated1 as "assignmentCreated" }