/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Somethingwentwrong2Inputs */

const en_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const fr_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite. Veuillez réessayer.`)
};

const es_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtelo de nuevo.`)
};

const pt_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro. Tente novamente.`)
};

const sw_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitilafu imetokea. Tafadhali jaribu tena.`)
};

const ar_somethingwentwrong2 = /** @type {(inputs: Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Somethingwentwrong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const somethingwentwrong2 = /** @type {((inputs?: Somethingwentwrong2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Somethingwentwrong2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_somethingwentwrong2(inputs)
	if (locale === "es") return es_somethingwentwrong2(inputs)
	if (locale === "pt") return pt_somethingwentwrong2(inputs)
	if (locale === "sw") return sw_somethingwentwrong2(inputs)
	if (locale === "ar") return ar_somethingwentwrong2(inputs)
	return en_somethingwentwrong2(inputs)
});
export { somethingwentwrong2 as "somethingWentWrong" }