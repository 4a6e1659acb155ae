/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordpassword2Inputs */

const en_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

const fr_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const es_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva contraseña`)
};

const pt_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova palavra-passe`)
};

const sw_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri jipya`)
};

const ar_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Resetpasswordpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordpassword2 = /** @type {((inputs?: Resetpasswordpassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordpassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordpassword2(inputs)
	if (locale === "es") return es_resetpasswordpassword2(inputs)
	if (locale === "pt") return pt_resetpasswordpassword2(inputs)
	if (locale === "sw") return sw_resetpasswordpassword2(inputs)
	if (locale === "ar") return ar_resetpasswordpassword2(inputs)
	return en_resetpasswordpassword2(inputs)
});
export { resetpasswordpassword2 as "resetPasswordPassword" }