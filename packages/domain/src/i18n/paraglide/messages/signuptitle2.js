/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuptitle2Inputs */

const en_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const fr_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
};

const es_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido`)
};

const pt_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo`)
};

const sw_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karibu`)
};

const ar_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Signuptitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuptitle2 = /** @type {((inputs?: Signuptitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuptitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signuptitle2(inputs)
	if (locale === "es") return es_signuptitle2(inputs)
	if (locale === "pt") return pt_signuptitle2(inputs)
	if (locale === "sw") return sw_signuptitle2(inputs)
	if (locale === "ar") return ar_signuptitle2(inputs)
	return en_signuptitle2(inputs)
});
export { signuptitle2 as "signUpTitle" }