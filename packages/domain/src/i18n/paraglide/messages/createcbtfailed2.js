/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcbtfailed2Inputs */

const en_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create cbt. Please try again.`)
};

const fr_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le test. Veuillez réessayer.`)
};

const es_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la prueba. Inténtelo de nuevo.`)
};

const pt_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o teste. Tente novamente.`)
};

const sw_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda jaribio. Tafadhali jaribu tena.`)
};

const ar_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الاختبار. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create cbt. Please try again." |
*
* @param {Createcbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcbtfailed2 = /** @type {((inputs?: Createcbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createcbtfailed2(inputs)
	if (locale === "es") return es_createcbtfailed2(inputs)
	if (locale === "pt") return pt_createcbtfailed2(inputs)
	if (locale === "sw") return sw_createcbtfailed2(inputs)
	if (locale === "ar") return ar_createcbtfailed2(inputs)
	return en_createcbtfailed2(inputs)
});
export { createcbtfailed2 as "createCbtFailed" }