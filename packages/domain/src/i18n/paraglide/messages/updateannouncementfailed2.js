/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateannouncementfailed2Inputs */

const en_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update announcement. Please try again.`)
};

const fr_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour l'annonce. Veuillez réessayer.`)
};

const es_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el anuncio. Inténtelo de nuevo.`)
};

const pt_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o aviso. Tente novamente.`)
};

const sw_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha tangazo. Tafadhali jaribu tena.`)
};

const ar_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الإعلان. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update announcement. Please try again." |
*
* @param {Updateannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateannouncementfailed2 = /** @type {((inputs?: Updateannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updateannouncementfailed2(inputs)
	if (locale === "es") return es_updateannouncementfailed2(inputs)
	if (locale === "pt") return pt_updateannouncementfailed2(inputs)
	if (locale === "sw") return sw_updateannouncementfailed2(inputs)
	if (locale === "ar") return ar_updateannouncementfailed2(inputs)
	return en_updateannouncementfailed2(inputs)
});
export { updateannouncementfailed2 as "updateAnnouncementFailed" }