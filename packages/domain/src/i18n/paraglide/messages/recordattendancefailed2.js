/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recordattendancefailed2Inputs */

const en_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to record attendance. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to record attendance. Please try again." |
*
* @param {Recordattendancefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const recordattendancefailed2 = /** @type {((inputs?: Recordattendancefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recordattendancefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.recordattendancefailed2
	if (translated) return translated(inputs)
	return en_recordattendancefailed2(inputs)
});
export { recordattendancefailed2 as "recordAttendanceFailed" }