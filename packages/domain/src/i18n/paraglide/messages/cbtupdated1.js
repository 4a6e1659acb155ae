/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtupdated1Inputs */

const en_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt updated successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt updated successfully!" |
*
* @param {Cbtupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtupdated1 = /** @type {((inputs?: Cbtupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.cbtupdated1
	if (translated) return translated(inputs)
	return en_cbtupdated1(inputs)
});
export { cbtupdated1 as "cbtUpdated" }