/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteannouncement2Inputs */

const en_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this announcement?`)
};

const fr_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cette annonce ?`)
};

const es_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este anuncio?`)
};

const pt_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este aviso?`)
};

const sw_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta tangazo hili?`)
};

const ar_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الإعلان؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this announcement?" |
*
* @param {Confirmdeleteannouncement2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteannouncement2 = /** @type {((inputs?: Confirmdeleteannouncement2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteannouncement2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeleteannouncement2(inputs)
	if (locale === "es") return es_confirmdeleteannouncement2(inputs)
	if (locale === "pt") return pt_confirmdeleteannouncement2(inputs)
	if (locale === "sw") return sw_confirmdeleteannouncement2(inputs)
	if (locale === "ar") return ar_confirmdeleteannouncement2(inputs)
	return en_confirmdeleteannouncement2(inputs)
});
export { confirmdeleteannouncement2 as "confirmDeleteAnnouncement" }