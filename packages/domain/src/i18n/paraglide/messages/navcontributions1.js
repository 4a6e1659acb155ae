/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcontributions1Inputs */

const en_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contributions`)
};

/**
* | output |
* | --- |
* | "Contributions" |
*
* @param {Navcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcontributions1 = /** @type {((inputs?: Navcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navcontributions1
	if (translated) return translated(inputs)
	return en_navcontributions1(inputs)
});
export { navcontributions1 as "navContributions" }