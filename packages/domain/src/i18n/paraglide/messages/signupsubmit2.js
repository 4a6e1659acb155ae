/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubmit2Inputs */

const en_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

const fr_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte`)
};

const es_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

const pt_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar conta`)
};

const sw_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti`)
};

const ar_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء الحساب`)
};

/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Signupsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubmit2 = /** @type {((inputs?: Signupsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsubmit2(inputs)
	if (locale === "es") return es_signupsubmit2(inputs)
	if (locale === "pt") return pt_signupsubmit2(inputs)
	if (locale === "sw") return sw_signupsubmit2(inputs)
	if (locale === "ar") return ar_signupsubmit2(inputs)
	return en_signupsubmit2(inputs)
});
export { signupsubmit2 as "signUpSubmit" }