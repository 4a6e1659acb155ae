/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementdeleted1Inputs */

const en_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement deleted successfully!`)
};

const fr_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce supprimée avec succès !`)
};

const es_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Anuncio eliminado correctamente!`)
};

const pt_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso eliminado com sucesso!`)
};

const sw_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangazo limefutwa!`)
};

const ar_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الإعلان بنجاح!`)
};

/**
* | output |
* | --- |
* | "Announcement deleted successfully!" |
*
* @param {Announcementdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementdeleted1 = /** @type {((inputs?: Announcementdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_announcementdeleted1(inputs)
	if (locale === "es") return es_announcementdeleted1(inputs)
	if (locale === "pt") return pt_announcementdeleted1(inputs)
	if (locale === "sw") return sw_announcementdeleted1(inputs)
	if (locale === "ar") return ar_announcementdeleted1(inputs)
	return en_announcementdeleted1(inputs)
});
export { announcementdeleted1 as "announcementDeleted" }