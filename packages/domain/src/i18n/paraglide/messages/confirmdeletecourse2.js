/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecourse2Inputs */

const en_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this course?`)
};

const fr_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce cours ?`)
};

const es_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este curso?`)
};

const pt_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este curso?`)
};

const sw_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta kozi hii?`)
};

const ar_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا المقرر؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this course?" |
*
* @param {Confirmdeletecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecourse2 = /** @type {((inputs?: Confirmdeletecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeletecourse2(inputs)
	if (locale === "es") return es_confirmdeletecourse2(inputs)
	if (locale === "pt") return pt_confirmdeletecourse2(inputs)
	if (locale === "sw") return sw_confirmdeletecourse2(inputs)
	if (locale === "ar") return ar_confirmdeletecourse2(inputs)
	return en_confirmdeletecourse2(inputs)
});
export { confirmdeletecourse2 as "confirmDeleteCourse" }