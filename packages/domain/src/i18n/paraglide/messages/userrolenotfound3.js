/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Userrolenotfound3Inputs */

const en_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User role not found. Please login again.`)
};

/**
* | output |
* | --- |
* | "User role not found. Please login again." |
*
* @param {Userrolenotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const userrolenotfound3 = /** @type {((inputs?: Userrolenotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Userrolenotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.userrolenotfound3
	if (translated) return translated(inputs)
	return en_userrolenotfound3(inputs)
});
export { userrolenotfound3 as "userRoleNotFound" }