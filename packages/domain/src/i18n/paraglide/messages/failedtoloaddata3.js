/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddata3Inputs */

const en_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data`)
};

/**
* | output |
* | --- |
* | "Failed to load data" |
*
* @param {Failedtoloaddata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddata3 = /** @type {((inputs?: Failedtoloaddata3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddata3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtoloaddata3
	if (translated) return translated(inputs)
	return en_failedtoloaddata3(inputs)
});
export { failedtoloaddata3 as "failedToLoadData" }