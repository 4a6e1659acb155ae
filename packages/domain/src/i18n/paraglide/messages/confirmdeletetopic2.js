/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletetopic2Inputs */

const en_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this topic?`)
};

const fr_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce thème ?`)
};

const es_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este tema?`)
};

const pt_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este tema?`)
};

const sw_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta mada hii?`)
};

const ar_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الموضوع؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this topic?" |
*
* @param {Confirmdeletetopic2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletetopic2 = /** @type {((inputs?: Confirmdeletetopic2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletetopic2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeletetopic2(inputs)
	if (locale === "es") return es_confirmdeletetopic2(inputs)
	if (locale === "pt") return pt_confirmdeletetopic2(inputs)
	if (locale === "sw") return sw_confirmdeletetopic2(inputs)
	if (locale === "ar") return ar_confirmdeletetopic2(inputs)
	return en_confirmdeletetopic2(inputs)
});
export { confirmdeletetopic2 as "confirmDeleteTopic" }