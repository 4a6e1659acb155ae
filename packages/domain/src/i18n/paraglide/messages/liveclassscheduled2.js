/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassscheduled2Inputs */

const en_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class scheduled successfully!`)
};

/**
* | output |
* | --- |
* | "Live class scheduled successfully!" |
*
* @param {Liveclassscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassscheduled2 = /** @type {((inputs?: Liveclassscheduled2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassscheduled2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.liveclassscheduled2
	if (translated) return translated(inputs)
	return en_liveclassscheduled2(inputs)
});
export { liveclassscheduled2 as "liveClassScheduled" }