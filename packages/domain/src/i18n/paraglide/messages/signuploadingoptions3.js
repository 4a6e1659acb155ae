/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuploadingoptions3Inputs */

const en_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading roles and cohorts...`)
};

const fr_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des rôles et des promotions...`)
};

const es_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando roles y cohortes...`)
};

const pt_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar funções e turmas...`)
};

const sw_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia majukumu na makundi...`)
};

const ar_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الأدوار والدفعات...`)
};

/**
* | output |
* | --- |
* | "Loading roles and cohorts..." |
*
* @param {Signuploadingoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuploadingoptions3 = /** @type {((inputs?: Signuploadingoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuploadingoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signuploadingoptions3(inputs)
	if (locale === "es") return es_signuploadingoptions3(inputs)
	if (locale === "pt") return pt_signuploadingoptions3(inputs)
	if (locale === "sw") return sw_signuploadingoptions3(inputs)
	if (locale === "ar") return ar_signuploadingoptions3(inputs)
	return en_signuploadingoptions3(inputs)
});
export { signuploadingoptions3 as "signUpLoadingOptions" }