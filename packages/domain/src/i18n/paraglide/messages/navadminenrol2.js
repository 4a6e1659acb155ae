/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminenrol2Inputs */

const en_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol from CSV`)
};

/**
* | output |
* | --- |
* | "Enrol from CSV" |
*
* @param {Navadminenrol2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminenrol2 = /** @type {((inputs?: Navadminenrol2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminenrol2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navadminenrol2
	if (translated) return translated(inputs)
	return en_navadminenrol2(inputs)
});
export { navadminenrol2 as "navAdminEnrol" }