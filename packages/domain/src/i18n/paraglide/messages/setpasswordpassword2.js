/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordpassword2Inputs */

const en_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const fr_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const es_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const pt_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
};

const sw_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
};

const ar_setpasswordpassword2 = /** @type {(inputs: Setpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Setpasswordpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordpassword2 = /** @type {((inputs?: Setpasswordpassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordpassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordpassword2(inputs)
	if (locale === "es") return es_setpasswordpassword2(inputs)
	if (locale === "pt") return pt_setpasswordpassword2(inputs)
	if (locale === "sw") return sw_setpasswordpassword2(inputs)
	if (locale === "ar") return ar_setpasswordpassword2(inputs)
	return en_setpasswordpassword2(inputs)
});
export { setpasswordpassword2 as "setPasswordPassword" }