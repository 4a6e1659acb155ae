/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unknownstudent1Inputs */

const en_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown Student`)
};

/**
* | output |
* | --- |
* | "Unknown Student" |
*
* @param {Unknownstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const unknownstudent1 = /** @type {((inputs?: Unknownstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unknownstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.unknownstudent1
	if (translated) return translated(inputs)
	return en_unknownstudent1(inputs)
});
export { unknownstudent1 as "unknownStudent" }