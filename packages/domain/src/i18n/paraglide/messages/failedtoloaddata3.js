/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddata3Inputs */

const en_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data`)
};

const fr_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du chargement des données`)
};

const es_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al cargar los datos`)
};

const pt_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha ao carregar os dados`)
};

const sw_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data`)
};

const ar_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تحميل البيانات`)
};

/**
* | output |
* | --- |
* | "Failed to load data" |
*
* @param {Failedtoloaddata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddata3 = /** @type {((inputs?: Failedtoloaddata3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddata3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtoloaddata3(inputs)
	if (locale === "es") return es_failedtoloaddata3(inputs)
	if (locale === "pt") return pt_failedtoloaddata3(inputs)
	if (locale === "sw") return sw_failedtoloaddata3(inputs)
	if (locale === "ar") return ar_failedtoloaddata3(inputs)
	return en_failedtoloaddata3(inputs)
});
export { failedtoloaddata3 as "failedToLoadData" }