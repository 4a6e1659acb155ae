/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupedittitle3Inputs */

const en_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const fr_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const es_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const pt_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const sw_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hariri wasifu`)
};

const ar_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل الملف الشخصي`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Signupedittitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupedittitle3 = /** @type {((inputs?: Signupedittitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupedittitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupedittitle3(inputs)
	if (locale === "es") return es_signupedittitle3(inputs)
	if (locale === "pt") return pt_signupedittitle3(inputs)
	if (locale === "sw") return sw_signupedittitle3(inputs)
	if (locale === "ar") return ar_signupedittitle3(inputs)
	return en_signupedittitle3(inputs)
});
export { signupedittitle3 as "signUpEditTitle" }