/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Handinworkfailed3Inputs */

const en_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to hand in your work. Please try again.`)
};

const fr_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de rendre votre travail. Veuillez réessayer.`)
};

const es_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo entregar su trabajo. Inténtelo de nuevo.`)
};

const pt_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível entregar o seu trabalho. Tente novamente.`)
};

const sw_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuwasilisha kazi yako. Tafadhali jaribu tena.`)
};

const ar_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسليم عملك. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to hand in your work. Please try again." |
*
* @param {Handinworkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const handinworkfailed3 = /** @type {((inputs?: Handinworkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Handinworkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_handinworkfailed3(inputs)
	if (locale === "es") return es_handinworkfailed3(inputs)
	if (locale === "pt") return pt_handinworkfailed3(inputs)
	if (locale === "sw") return sw_handinworkfailed3(inputs)
	if (locale === "ar") return ar_handinworkfailed3(inputs)
	return en_handinworkfailed3(inputs)
});
export { handinworkfailed3 as "handInWorkFailed" }