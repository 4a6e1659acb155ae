/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginrememberme2Inputs */

const en_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Loginrememberme2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginrememberme2 = /** @type {((inputs?: Loginrememberme2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginrememberme2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loginrememberme2
	if (translated) return translated(inputs)
	return en_loginrememberme2(inputs)
});
export { loginrememberme2 as "loginRememberMe" }