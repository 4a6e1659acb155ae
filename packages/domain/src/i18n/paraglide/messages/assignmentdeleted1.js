/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentdeleted1Inputs */

const en_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment deleted successfully!" |
*
* @param {Assignmentdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentdeleted1 = /** @type {((inputs?: Assignmentdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.assignmentdeleted1
	if (translated) return translated(inputs)
	return en_assignmentdeleted1(inputs)
});
export { assignmentdeleted1 as "assignmentDeleted" }