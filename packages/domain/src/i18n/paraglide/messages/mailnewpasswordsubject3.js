/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordsubject3Inputs */

const en_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const fr_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

const es_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una nueva contraseña`)
};

const pt_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova palavra-passe`)
};

const sw_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri jipya`)
};

const ar_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mailnewpasswordsubject3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordsubject3 = /** @type {((inputs?: Mailnewpasswordsubject3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordsubject3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailnewpasswordsubject3(inputs)
	if (locale === "es") return es_mailnewpasswordsubject3(inputs)
	if (locale === "pt") return pt_mailnewpasswordsubject3(inputs)
	if (locale === "sw") return sw_mailnewpasswordsubject3(inputs)
	if (locale === "ar") return ar_mailnewpasswordsubject3(inputs)
	return en_mailnewpasswordsubject3(inputs)
});
export { mailnewpasswordsubject3 as "mailNewPasswordSubject" }