/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupname2Inputs */

const en_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

const fr_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

const es_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre completo`)
};

const pt_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome completo`)
};

const sw_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina kamili`)
};

const ar_signupname2 = /** @type {(inputs: Signupname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الكامل`)
};

/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Signupname2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupname2 = /** @type {((inputs?: Signupname2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupname2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupname2(inputs)
	if (locale === "es") return es_signupname2(inputs)
	if (locale === "pt") return pt_signupname2(inputs)
	if (locale === "sw") return sw_signupname2(inputs)
	if (locale === "ar") return ar_signupname2(inputs)
	return en_signupname2(inputs)
});
export { signupname2 as "signUpName" }