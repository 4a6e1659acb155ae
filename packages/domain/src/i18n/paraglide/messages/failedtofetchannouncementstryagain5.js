/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncementstryagain5Inputs */

const en_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements. Please try again.`)
};

const fr_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les annonces. Veuillez réessayer.`)
};

const es_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los anuncios. Inténtelo de nuevo.`)
};

const pt_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os avisos. Tente novamente.`)
};

const sw_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia matangazo. Tafadhali jaribu tena.`)
};

const ar_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الإعلانات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements. Please try again." |
*
* @param {Failedtofetchannouncementstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncementstryagain5 = /** @type {((inputs?: Failedtofetchannouncementstryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncementstryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchannouncementstryagain5(inputs)
	if (locale === "es") return es_failedtofetchannouncementstryagain5(inputs)
	if (locale === "pt") return pt_failedtofetchannouncementstryagain5(inputs)
	if (locale === "sw") return sw_failedtofetchannouncementstryagain5(inputs)
	if (locale === "ar") return ar_failedtofetchannouncementstryagain5(inputs)
	return en_failedtofetchannouncementstryagain5(inputs)
});
export { failedtofetchannouncementstryagain5 as "failedToFetchAnnouncementsTryAgain" }