/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Yeslogout1Inputs */

const en_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Logout`)
};

/**
* | output |
* | --- |
* | "Yes, Logout" |
*
* @param {Yeslogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yeslogout1 = /** @type {((inputs?: Yeslogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yeslogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.yeslogout1
	if (translated) return translated(inputs)
	return en_yeslogout1(inputs)
});
export { yeslogout1 as "yesLogout" }