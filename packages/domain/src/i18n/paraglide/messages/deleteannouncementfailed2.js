/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteannouncementfailed2Inputs */

const en_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete announcement. Please try again.`)
};

const fr_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'annonce. Veuillez réessayer.`)
};

const es_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el anuncio. Inténtelo de nuevo.`)
};

const pt_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o aviso. Tente novamente.`)
};

const sw_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta tangazo. Tafadhali jaribu tena.`)
};

const ar_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الإعلان. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete announcement. Please try again." |
*
* @param {Deleteannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteannouncementfailed2 = /** @type {((inputs?: Deleteannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deleteannouncementfailed2(inputs)
	if (locale === "es") return es_deleteannouncementfailed2(inputs)
	if (locale === "pt") return pt_deleteannouncementfailed2(inputs)
	if (locale === "sw") return sw_deleteannouncementfailed2(inputs)
	if (locale === "ar") return ar_deleteannouncementfailed2(inputs)
	return en_deleteannouncementfailed2(inputs)
});
export { deleteannouncementfailed2 as "deleteAnnouncementFailed" }