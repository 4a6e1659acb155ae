/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubtitle2Inputs */

const en_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

const fr_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre compte`)
};

const es_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree su cuenta`)
};

const pt_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie a sua conta`)
};

const sw_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti yako`)
};

const ar_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابك`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Signupsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubtitle2 = /** @type {((inputs?: Signupsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsubtitle2(inputs)
	if (locale === "es") return es_signupsubtitle2(inputs)
	if (locale === "pt") return pt_signupsubtitle2(inputs)
	if (locale === "sw") return sw_signupsubtitle2(inputs)
	if (locale === "ar") return ar_signupsubtitle2(inputs)
	return en_signupsubtitle2(inputs)
});
export { signupsubtitle2 as "signUpSubtitle" }