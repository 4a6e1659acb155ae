/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecbt2Inputs */

const en_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this cbt?`)
};

const fr_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce test ?`)
};

const es_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta prueba?`)
};

const pt_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este teste?`)
};

const sw_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta jaribio hili?`)
};

const ar_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الاختبار؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this cbt?" |
*
* @param {Confirmdeletecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecbt2 = /** @type {((inputs?: Confirmdeletecbt2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecbt2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeletecbt2(inputs)
	if (locale === "es") return es_confirmdeletecbt2(inputs)
	if (locale === "pt") return pt_confirmdeletecbt2(inputs)
	if (locale === "sw") return sw_confirmdeletecbt2(inputs)
	if (locale === "ar") return ar_confirmdeletecbt2(inputs)
	return en_confirmdeletecbt2(inputs)
});
export { confirmdeletecbt2 as "confirmDeleteCbt" }