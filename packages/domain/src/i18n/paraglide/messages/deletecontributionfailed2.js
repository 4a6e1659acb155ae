/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecontributionfailed2Inputs */

const en_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete contribution. Please try again.`)
};

const fr_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer la contribution. Veuillez réessayer.`)
};

const es_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la contribución. Inténtelo de nuevo.`)
};

const pt_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar a contribuição. Tente novamente.`)
};

const sw_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta mchango. Tafadhali jaribu tena.`)
};

const ar_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف المساهمة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete contribution. Please try again." |
*
* @param {Deletecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecontributionfailed2 = /** @type {((inputs?: Deletecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deletecontributionfailed2(inputs)
	if (locale === "es") return es_deletecontributionfailed2(inputs)
	if (locale === "pt") return pt_deletecontributionfailed2(inputs)
	if (locale === "sw") return sw_deletecontributionfailed2(inputs)
	if (locale === "ar") return ar_deletecontributionfailed2(inputs)
	return en_deletecontributionfailed2(inputs)
});
export { deletecontributionfailed2 as "deleteContributionFailed" }