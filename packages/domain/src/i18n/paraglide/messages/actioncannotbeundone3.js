/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Actioncannotbeundone3Inputs */

const en_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This action cannot be undone.`)
};

const fr_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible.`)
};

const es_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta acción no se puede deshacer.`)
};

const pt_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ação não pode ser anulada.`)
};

const sw_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitendo hiki hakiwezi kutenguliwa.`)
};

const ar_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن التراجع عن هذا الإجراء.`)
};

/**
* | output |
* | --- |
* | "This action cannot be undone." |
*
* @param {Actioncannotbeundone3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const actioncannotbeundone3 = /** @type {((inputs?: Actioncannotbeundone3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Actioncannotbeundone3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_actioncannotbeundone3(inputs)
	if (locale === "es") return es_actioncannotbeundone3(inputs)
	if (locale === "pt") return pt_actioncannotbeundone3(inputs)
	if (locale === "sw") return sw_actioncannotbeundone3(inputs)
	if (locale === "ar") return ar_actioncannotbeundone3(inputs)
	return en_actioncannotbeundone3(inputs)
});
export { actioncannotbeundone3 as "actionCannotBeUndone" }