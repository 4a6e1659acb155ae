/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtdeleted1Inputs */

const en_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt deleted successfully!" |
*
* @param {Cbtdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtdeleted1 = /** @type {((inputs?: Cbtdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.cbtdeleted1
	if (translated) return translated(inputs)
	return en_cbtdeleted1(inputs)
});
export { cbtdeleted1 as "cbtDeleted" }