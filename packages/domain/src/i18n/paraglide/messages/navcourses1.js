/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcourses1Inputs */

const en_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

/**
* | output |
* | --- |
* | "Courses" |
*
* @param {Navcourses1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcourses1 = /** @type {((inputs?: Navcourses1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcourses1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navcourses1
	if (translated) return translated(inputs)
	return en_navcourses1(inputs)
});
export { navcourses1 as "navCourses" }