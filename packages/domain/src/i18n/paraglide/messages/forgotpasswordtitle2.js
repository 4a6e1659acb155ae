/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordtitle2Inputs */

const en_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

const fr_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié`)
};

const es_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña olvidada`)
};

const pt_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu a palavra-passe`)
};

const sw_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umesahau nenosiri`)
};

const ar_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Forgotpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordtitle2 = /** @type {((inputs?: Forgotpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordtitle2(inputs)
	if (locale === "es") return es_forgotpasswordtitle2(inputs)
	if (locale === "pt") return pt_forgotpasswordtitle2(inputs)
	if (locale === "sw") return sw_forgotpasswordtitle2(inputs)
	if (locale === "ar") return ar_forgotpasswordtitle2(inputs)
	return en_forgotpasswordtitle2(inputs)
});
export { forgotpasswordtitle2 as "forgotPasswordTitle" }