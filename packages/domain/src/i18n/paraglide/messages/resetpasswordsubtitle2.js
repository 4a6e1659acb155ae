/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubtitle2Inputs */

const en_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

const fr_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe pour votre compte.`)
};

const es_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una nueva contraseña para su cuenta.`)
};

const pt_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova palavra-passe para a sua conta.`)
};

const sw_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri jipya kwa akaunti yako.`)
};

const ar_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة لحسابك.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Resetpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubtitle2 = /** @type {((inputs?: Resetpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordsubtitle2(inputs)
	if (locale === "es") return es_resetpasswordsubtitle2(inputs)
	if (locale === "pt") return pt_resetpasswordsubtitle2(inputs)
	if (locale === "sw") return sw_resetpasswordsubtitle2(inputs)
	if (locale === "ar") return ar_resetpasswordsubtitle2(inputs)
	return en_resetpasswordsubtitle2(inputs)
});
export { resetpasswordsubtitle2 as "resetPasswordSubtitle" }