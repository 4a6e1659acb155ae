/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupdocumenttitle3Inputs */

const en_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const fr_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

const es_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const pt_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo`)
};

const sw_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jisajili`)
};

const ar_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء حساب`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Signupdocumenttitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupdocumenttitle3 = /** @type {((inputs?: Signupdocumenttitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupdocumenttitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupdocumenttitle3(inputs)
	if (locale === "es") return es_signupdocumenttitle3(inputs)
	if (locale === "pt") return pt_signupdocumenttitle3(inputs)
	if (locale === "sw") return sw_signupdocumenttitle3(inputs)
	if (locale === "ar") return ar_signupdocumenttitle3(inputs)
	return en_signupdocumenttitle3(inputs)
});
export { signupdocumenttitle3 as "signUpDocumentTitle" }