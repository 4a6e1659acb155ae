/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navlabel1Inputs */

const en_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal`)
};

/**
* | output |
* | --- |
* | "Portal" |
*
* @param {Navlabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navlabel1 = /** @type {((inputs?: Navlabel1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navlabel1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navlabel1
	if (translated) return translated(inputs)
	return en_navlabel1(inputs)
});
export { navlabel1 as "navLabel" }