/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scheduleliveclassfailed3Inputs */

const en_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to schedule live class. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to schedule live class. Please try again." |
*
* @param {Scheduleliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scheduleliveclassfailed3 = /** @type {((inputs?: Scheduleliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scheduleliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.scheduleliveclassfailed3
	if (translated) return translated(inputs)
	return en_scheduleliveclassfailed3(inputs)
});
export { scheduleliveclassfailed3 as "scheduleLiveClassFailed" }