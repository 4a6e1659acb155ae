/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddatatryagain5Inputs */

const en_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data. Please try again.`)
};

const fr_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du chargement des données. Veuillez réessayer.`)
};

const es_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al cargar los datos. Inténtelo de nuevo.`)
};

const pt_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha ao carregar os dados. Tente novamente.`)
};

const sw_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data. Tafadhali jaribu tena.`)
};

const ar_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تحميل البيانات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to load data. Please try again." |
*
* @param {Failedtoloaddatatryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddatatryagain5 = /** @type {((inputs?: Failedtoloaddatatryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddatatryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtoloaddatatryagain5(inputs)
	if (locale === "es") return es_failedtoloaddatatryagain5(inputs)
	if (locale === "pt") return pt_failedtoloaddatatryagain5(inputs)
	if (locale === "sw") return sw_failedtoloaddatatryagain5(inputs)
	if (locale === "ar") return ar_failedtoloaddatatryagain5(inputs)
	return en_failedtoloaddatatryagain5(inputs)
});
export { failedtoloaddatatryagain5 as "failedToLoadDataTryAgain" }