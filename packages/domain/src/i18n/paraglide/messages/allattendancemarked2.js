/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Allattendancemarked2Inputs */

const en_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All attendance has been marked!`)
};

/**
* | output |
* | --- |
* | "All attendance has been marked!" |
*
* @param {Allattendancemarked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const allattendancemarked2 = /** @type {((inputs?: Allattendancemarked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Allattendancemarked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.allattendancemarked2
	if (translated) return translated(inputs)
	return en_allattendancemarked2(inputs)
});
export { allattendancemarked2 as "allAttendanceMarked" }