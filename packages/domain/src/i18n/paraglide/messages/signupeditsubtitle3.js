/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupeditsubtitle3Inputs */

const en_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your profile information`)
};

const fr_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettez à jour les informations de votre profil`)
};

const es_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualice la información de su perfil`)
};

const pt_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualize as informações do seu perfil`)
};

const sw_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sasisha taarifa za wasifu wako`)
};

const ar_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّث معلومات ملفك الشخصي`)
};

/**
* | output |
* | --- |
* | "Update your profile information" |
*
* @param {Signupeditsubtitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupeditsubtitle3 = /** @type {((inputs?: Signupeditsubtitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupeditsubtitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupeditsubtitle3(inputs)
	if (locale === "es") return es_signupeditsubtitle3(inputs)
	if (locale === "pt") return pt_signupeditsubtitle3(inputs)
	if (locale === "sw") return sw_signupeditsubtitle3(inputs)
	if (locale === "ar") return ar_signupeditsubtitle3(inputs)
	return en_signupeditsubtitle3(inputs)
});
export { signupeditsubtitle3 as "signUpEditSubtitle" }