/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursedeleted1Inputs */

const en_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Course deleted successfully!" |
*
* @param {Coursedeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursedeleted1 = /** @type {((inputs?: Coursedeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursedeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.coursedeleted1
	if (translated) return translated(inputs)
	return en_coursedeleted1(inputs)
});
export { coursedeleted1 as "courseDeleted" }