/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursenotfound2Inputs */

const en_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course not found!`)
};

/**
* | output |
* | --- |
* | "Course not found!" |
*
* @param {Coursenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursenotfound2 = /** @type {((inputs?: Coursenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.coursenotfound2
	if (translated) return translated(inputs)
	return en_coursenotfound2(inputs)
});
export { coursenotfound2 as "courseNotFound" }