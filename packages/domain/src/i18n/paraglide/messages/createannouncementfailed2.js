/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createannouncementfailed2Inputs */

const en_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create announcement. Please try again.`)
};

const fr_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer l'annonce. Veuillez réessayer.`)
};

const es_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el anuncio. Inténtelo de nuevo.`)
};

const pt_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o aviso. Tente novamente.`)
};

const sw_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda tangazo. Tafadhali jaribu tena.`)
};

const ar_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الإعلان. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create announcement. Please try again." |
*
* @param {Createannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createannouncementfailed2 = /** @type {((inputs?: Createannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createannouncementfailed2(inputs)
	if (locale === "es") return es_createannouncementfailed2(inputs)
	if (locale === "pt") return pt_createannouncementfailed2(inputs)
	if (locale === "sw") return sw_createannouncementfailed2(inputs)
	if (locale === "ar") return ar_createannouncementfailed2(inputs)
	return en_createannouncementfailed2(inputs)
});
export { createannouncementfailed2 as "createAnnouncementFailed" }