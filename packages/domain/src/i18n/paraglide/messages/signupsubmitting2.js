/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubmitting2Inputs */

const en_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Account...`)
};

const fr_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du compte...`)
};

const es_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando la cuenta...`)
};

const pt_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A criar a conta...`)
};

const sw_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafungua akaunti...`)
};

const ar_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إنشاء الحساب...`)
};

/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Signupsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubmitting2 = /** @type {((inputs?: Signupsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsubmitting2(inputs)
	if (locale === "es") return es_signupsubmitting2(inputs)
	if (locale === "pt") return pt_signupsubmitting2(inputs)
	if (locale === "sw") return sw_signupsubmitting2(inputs)
	if (locale === "ar") return ar_signupsubmitting2(inputs)
	return en_signupsubmitting2(inputs)
});
export { signupsubmitting2 as "signUpSubmitting" }