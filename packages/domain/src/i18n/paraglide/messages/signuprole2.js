/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuprole2Inputs */

const en_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role ID`)
};

const fr_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

const es_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol`)
};

const pt_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função`)
};

const sw_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukumu`)
};

const ar_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدور`)
};

/**
* | output |
* | --- |
* | "Role ID" |
*
* @param {Signuprole2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuprole2 = /** @type {((inputs?: Signuprole2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuprole2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signuprole2(inputs)
	if (locale === "es") return es_signuprole2(inputs)
	if (locale === "pt") return pt_signuprole2(inputs)
	if (locale === "sw") return sw_signuprole2(inputs)
	if (locale === "ar") return ar_signuprole2(inputs)
	return en_signuprole2(inputs)
});
export { signuprole2 as "signUpRole" }