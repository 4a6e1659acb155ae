/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteassignment2Inputs */

const en_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this assignment?`)
};

const fr_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce devoir ?`)
};

const es_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta tarea?`)
};

const pt_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este trabalho?`)
};

const sw_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta kazi hii ya nyumbani?`)
};

const ar_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الواجب؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this assignment?" |
*
* @param {Confirmdeleteassignment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteassignment2 = /** @type {((inputs?: Confirmdeleteassignment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteassignment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeleteassignment2(inputs)
	if (locale === "es") return es_confirmdeleteassignment2(inputs)
	if (locale === "pt") return pt_confirmdeleteassignment2(inputs)
	if (locale === "sw") return sw_confirmdeleteassignment2(inputs)
	if (locale === "ar") return ar_confirmdeleteassignment2(inputs)
	return en_confirmdeleteassignment2(inputs)
});
export { confirmdeleteassignment2 as "confirmDeleteAssignment" }