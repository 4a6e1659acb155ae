/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuphaveaccount3Inputs */

const en_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

const fr_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ?`)
};

const es_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya tiene una cuenta?`)
};

const pt_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já tem uma conta?`)
};

const sw_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari una akaunti?`)
};

const ar_signuphaveaccount3 = /** @type {(inputs: Signuphaveaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك حساب بالفعل؟`)
};

/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Signuphaveaccount3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuphaveaccount3 = /** @type {((inputs?: Signuphaveaccount3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuphaveaccount3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signuphaveaccount3(inputs)
	if (locale === "es") return es_signuphaveaccount3(inputs)
	if (locale === "pt") return pt_signuphaveaccount3(inputs)
	if (locale === "sw") return sw_signuphaveaccount3(inputs)
	if (locale === "ar") return ar_signuphaveaccount3(inputs)
	return en_signuphaveaccount3(inputs)
});
export { signuphaveaccount3 as "signUpHaveAccount" }