/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtcreated1Inputs */

const en_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt created successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt created successfully!" |
*
* @param {Cbtcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtcreated1 = /** @type {((inputs?: Cbtcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.cbtcreated1
	if (translated) return translated(inputs)
	return en_cbtcreated1(inputs)
});
export { cbtcreated1 as "cbtCreated" }