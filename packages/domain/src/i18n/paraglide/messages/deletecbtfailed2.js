/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecbtfailed2Inputs */

const en_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete cbt. Please try again." |
*
* @param {Deletecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecbtfailed2 = /** @type {((inputs?: Deletecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.deletecbtfailed2
	if (translated) return translated(inputs)
	return en_deletecbtfailed2(inputs)
});
export { deletecbtfailed2 as "deleteCbtFailed" }