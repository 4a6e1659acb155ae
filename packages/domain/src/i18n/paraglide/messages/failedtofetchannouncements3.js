/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncements3Inputs */

const en_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements`)
};

const fr_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les annonces`)
};

const es_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los anuncios`)
};

const pt_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os avisos`)
};

const sw_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia matangazo`)
};

const ar_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الإعلانات`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements" |
*
* @param {Failedtofetchannouncements3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncements3 = /** @type {((inputs?: Failedtofetchannouncements3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncements3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchannouncements3(inputs)
	if (locale === "es") return es_failedtofetchannouncements3(inputs)
	if (locale === "pt") return pt_failedtofetchannouncements3(inputs)
	if (locale === "sw") return sw_failedtofetchannouncements3(inputs)
	if (locale === "ar") return ar_failedtofetchannouncements3(inputs)
	return en_failedtofetchannouncements3(inputs)
});
export { failedtofetchannouncements3 as "failedToFetchAnnouncements" }