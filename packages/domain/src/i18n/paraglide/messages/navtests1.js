/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navtests1Inputs */

const en_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Navtests1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navtests1 = /** @type {((inputs?: Navtests1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navtests1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navtests1
	if (translated) return translated(inputs)
	return en_navtests1(inputs)
});
export { navtests1 as "navTests" }