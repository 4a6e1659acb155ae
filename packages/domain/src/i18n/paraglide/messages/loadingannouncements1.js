/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingannouncements1Inputs */

const en_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading announcements...`)
};

const fr_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des annonces...`)
};

const es_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando anuncios...`)
};

const pt_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar avisos...`)
};

const sw_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia matangazo...`)
};

const ar_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الإعلانات...`)
};

/**
* | output |
* | --- |
* | "Loading announcements..." |
*
* @param {Loadingannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingannouncements1 = /** @type {((inputs?: Loadingannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingannouncements1(inputs)
	if (locale === "es") return es_loadingannouncements1(inputs)
	if (locale === "pt") return pt_loadingannouncements1(inputs)
	if (locale === "sw") return sw_loadingannouncements1(inputs)
	if (locale === "ar") return ar_loadingannouncements1(inputs)
	return en_loadingannouncements1(inputs)
});
export { loadingannouncements1 as "loadingAnnouncements" }