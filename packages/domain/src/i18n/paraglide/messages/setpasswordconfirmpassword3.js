/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordconfirmpassword3Inputs */

const en_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

const fr_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

const es_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña`)
};

const pt_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar palavra-passe`)
};

const sw_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri`)
};

const ar_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Setpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordconfirmpassword3 = /** @type {((inputs?: Setpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordconfirmpassword3(inputs)
	if (locale === "es") return es_setpasswordconfirmpassword3(inputs)
	if (locale === "pt") return pt_setpasswordconfirmpassword3(inputs)
	if (locale === "sw") return sw_setpasswordconfirmpassword3(inputs)
	if (locale === "ar") return ar_setpasswordconfirmpassword3(inputs)
	return en_setpasswordconfirmpassword3(inputs)
});
export { setpasswordconfirmpassword3 as "setPasswordConfirmPassword" }