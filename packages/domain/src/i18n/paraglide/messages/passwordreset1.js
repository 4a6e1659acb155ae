/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passwordreset1Inputs */

const en_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password has been reset successfully!`)
};

const fr_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe a été réinitialisé avec succès !`)
};

const es_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡La contraseña se ha restablecido correctamente!`)
};

const pt_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A palavra-passe foi redefinida com sucesso!`)
};

const sw_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri limewekwa upya!`)
};

const ar_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تعيين كلمة المرور بنجاح!`)
};

/**
* | output |
* | --- |
* | "Password has been reset successfully!" |
*
* @param {Passwordreset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const passwordreset1 = /** @type {((inputs?: Passwordreset1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passwordreset1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_passwordreset1(inputs)
	if (locale === "es") return es_passwordreset1(inputs)
	if (locale === "pt") return pt_passwordreset1(inputs)
	if (locale === "sw") return sw_passwordreset1(inputs)
	if (locale === "ar") return ar_passwordreset1(inputs)
	return en_passwordreset1(inputs)
});
export { passwordreset1 as "passwordReset" }