/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecontributionfailed2Inputs */

const en_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update contribution. Please try again.`)
};

const fr_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour la contribution. Veuillez réessayer.`)
};

const es_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la contribución. Inténtelo de nuevo.`)
};

const pt_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a contribuição. Tente novamente.`)
};

const sw_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha mchango. Tafadhali jaribu tena.`)
};

const ar_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث المساهمة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update contribution. Please try again." |
*
* @param {Updatecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecontributionfailed2 = /** @type {((inputs?: Updatecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updatecontributionfailed2(inputs)
	if (locale === "es") return es_updatecontributionfailed2(inputs)
	if (locale === "pt") return pt_updatecontributionfailed2(inputs)
	if (locale === "sw") return sw_updatecontributionfailed2(inputs)
	if (locale === "ar") return ar_updatecontributionfailed2(inputs)
	return en_updatecontributionfailed2(inputs)
});
export { updatecontributionfailed2 as "updateContributionFailed" }