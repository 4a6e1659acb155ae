/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecontribution2Inputs */

const en_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this contribution?`)
};

const fr_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cette contribution ?`)
};

const es_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta contribución?`)
};

const pt_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar esta contribuição?`)
};

const sw_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta mchango huu?`)
};

const ar_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذه المساهمة؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this contribution?" |
*
* @param {Confirmdeletecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecontribution2 = /** @type {((inputs?: Confirmdeletecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeletecontribution2(inputs)
	if (locale === "es") return es_confirmdeletecontribution2(inputs)
	if (locale === "pt") return pt_confirmdeletecontribution2(inputs)
	if (locale === "sw") return sw_confirmdeletecontribution2(inputs)
	if (locale === "ar") return ar_confirmdeletecontribution2(inputs)
	return en_confirmdeletecontribution2(inputs)
});
export { confirmdeletecontribution2 as "confirmDeleteContribution" }