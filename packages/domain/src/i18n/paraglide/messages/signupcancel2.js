/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupcancel2Inputs */

const en_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const fr_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const es_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const pt_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const sw_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ghairi`)
};

const ar_signupcancel2 = /** @type {(inputs: Signupcancel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Signupcancel2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupcancel2 = /** @type {((inputs?: Signupcancel2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupcancel2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupcancel2(inputs)
	if (locale === "es") return es_signupcancel2(inputs)
	if (locale === "pt") return pt_signupcancel2(inputs)
	if (locale === "sw") return sw_signupcancel2(inputs)
	if (locale === "ar") return ar_signupcancel2(inputs)
	return en_signupcancel2(inputs)
});
export { signupcancel2 as "signUpCancel" }