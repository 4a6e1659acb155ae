/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchassignments3Inputs */

const en_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch assignments. Please try again.`)
};

const fr_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les devoirs. Veuillez réessayer.`)
};

const es_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las tareas. Inténtelo de nuevo.`)
};

const pt_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os trabalhos. Tente novamente.`)
};

const sw_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi za nyumbani. Tafadhali jaribu tena.`)
};

const ar_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الواجبات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch assignments. Please try again." |
*
* @param {Failedtofetchassignments3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchassignments3 = /** @type {((inputs?: Failedtofetchassignments3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchassignments3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchassignments3(inputs)
	if (locale === "es") return es_failedtofetchassignments3(inputs)
	if (locale === "pt") return pt_failedtofetchassignments3(inputs)
	if (locale === "sw") return sw_failedtofetchassignments3(inputs)
	if (locale === "ar") return ar_failedtofetchassignments3(inputs)
	return en_failedtofetchassignments3(inputs)
});
export { failedtofetchassignments3 as "failedToFetchAssignments" }