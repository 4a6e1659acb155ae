/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcontributionfailed2Inputs */

const en_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create contribution. Please try again.`)
};

const fr_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer la contribution. Veuillez réessayer.`)
};

const es_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la contribución. Inténtelo de nuevo.`)
};

const pt_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar a contribuição. Tente novamente.`)
};

const sw_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda mchango. Tafadhali jaribu tena.`)
};

const ar_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء المساهمة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create contribution. Please try again." |
*
* @param {Createcontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcontributionfailed2 = /** @type {((inputs?: Createcontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createcontributionfailed2(inputs)
	if (locale === "es") return es_createcontributionfailed2(inputs)
	if (locale === "pt") return pt_createcontributionfailed2(inputs)
	if (locale === "sw") return sw_createcontributionfailed2(inputs)
	if (locale === "ar") return ar_createcontributionfailed2(inputs)
	return en_createcontributionfailed2(inputs)
});
export { createcontributionfailed2 as "createContributionFailed" }