/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordconfirmpassword3Inputs */

const en_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

const fr_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

const es_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar nueva contraseña`)
};

const pt_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar nova palavra-passe`)
};

const sw_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri jipya`)
};

const ar_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Resetpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordconfirmpassword3 = /** @type {((inputs?: Resetpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordconfirmpassword3(inputs)
	if (locale === "es") return es_resetpasswordconfirmpassword3(inputs)
	if (locale === "pt") return pt_resetpasswordconfirmpassword3(inputs)
	if (locale === "sw") return sw_resetpasswordconfirmpassword3(inputs)
	if (locale === "ar") return ar_resetpasswordconfirmpassword3(inputs)
	return en_resetpasswordconfirmpassword3(inputs)
});
export { resetpasswordconfirmpassword3 as "resetPasswordConfirmPassword" }