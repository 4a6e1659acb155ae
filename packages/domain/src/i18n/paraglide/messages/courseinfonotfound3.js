/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseinfonotfound3Inputs */

const en_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course information not found!`)
};

/**
* | output |
* | --- |
* | "Course information not found!" |
*
* @param {Courseinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseinfonotfound3 = /** @type {((inputs?: Courseinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.courseinfonotfound3
	if (translated) return translated(inputs)
	return en_courseinfonotfound3(inputs)
});
export { courseinfonotfound3 as "courseInfoNotFound" }