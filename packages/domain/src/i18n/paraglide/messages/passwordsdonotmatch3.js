/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passwordsdonotmatch3Inputs */

const en_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const fr_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

const es_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const pt_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As palavras-passe não coincidem`)
};

const sw_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manenosiri hayalingani`)
};

const ar_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Passwordsdonotmatch3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const passwordsdonotmatch3 = /** @type {((inputs?: Passwordsdonotmatch3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passwordsdonotmatch3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_passwordsdonotmatch3(inputs)
	if (locale === "es") return es_passwordsdonotmatch3(inputs)
	if (locale === "pt") return pt_passwordsdonotmatch3(inputs)
	if (locale === "sw") return sw_passwordsdonotmatch3(inputs)
	if (locale === "ar") return ar_passwordsdonotmatch3(inputs)
	return en_passwordsdonotmatch3(inputs)
});
export { passwordsdonotmatch3 as "passwordsDoNotMatch" }