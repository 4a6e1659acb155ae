/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtscored1Inputs */

const en_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt scored successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt scored successfully!" |
*
* @param {Cbtscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtscored1 = /** @type {((inputs?: Cbtscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.cbtscored1
	if (translated) return translated(inputs)
	return en_cbtscored1(inputs)
});
export { cbtscored1 as "cbtScored" }