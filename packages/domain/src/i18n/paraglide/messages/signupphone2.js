/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupphone2Inputs */

const en_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number`)
};

const fr_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

const es_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de teléfono`)
};

const pt_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de telefone`)
};

const sw_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namba ya simu`)
};

const ar_signupphone2 = /** @type {(inputs: Signupphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم الهاتف`)
};

/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Signupphone2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupphone2 = /** @type {((inputs?: Signupphone2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupphone2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupphone2(inputs)
	if (locale === "es") return es_signupphone2(inputs)
	if (locale === "pt") return pt_signupphone2(inputs)
	if (locale === "sw") return sw_signupphone2(inputs)
	if (locale === "ar") return ar_signupphone2(inputs)
	return en_signupphone2(inputs)
});
export { signupphone2 as "signUpPhone" }