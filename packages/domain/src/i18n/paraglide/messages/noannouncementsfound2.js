/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noannouncementsfound2Inputs */

const en_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No announcements found`)
};

const fr_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune annonce trouvée`)
};

const es_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron anuncios`)
};

const pt_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum aviso encontrado`)
};

const sw_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna matangazo`)
};

const ar_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد إعلانات`)
};

/**
* | output |
* | --- |
* | "No announcements found" |
*
* @param {Noannouncementsfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noannouncementsfound2 = /** @type {((inputs?: Noannouncementsfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noannouncementsfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noannouncementsfound2(inputs)
	if (locale === "es") return es_noannouncementsfound2(inputs)
	if (locale === "pt") return pt_noannouncementsfound2(inputs)
	if (locale === "sw") return sw_noannouncementsfound2(inputs)
	if (locale === "ar") return ar_noannouncementsfound2(inputs)
	return en_noannouncementsfound2(inputs)
});
export { noannouncementsfound2 as "noAnnouncementsFound" }