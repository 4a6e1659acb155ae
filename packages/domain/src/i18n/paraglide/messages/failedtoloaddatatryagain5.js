/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddatatryagain5Inputs */

const en_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to load data. Please try again." |
*
* @param {Failedtoloaddatatryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddatatryagain5 = /** @type {((inputs?: Failedtoloaddatatryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddatatryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtoloaddatatryagain5
	if (translated) return translated(inputs)
	return en_failedtoloaddatatryagain5(inputs)
});
export { failedtoloaddatatryagain5 as "failedToLoadDataTryAgain" }