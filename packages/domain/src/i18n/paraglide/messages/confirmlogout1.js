/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmlogout1Inputs */

const en_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to logout?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to logout?" |
*
* @param {Confirmlogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmlogout1 = /** @type {((inputs?: Confirmlogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmlogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmlogout1
	if (translated) return translated(inputs)
	return en_confirmlogout1(inputs)
});
export { confirmlogout1 as "confirmLogout" }