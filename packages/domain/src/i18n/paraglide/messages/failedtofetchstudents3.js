/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchstudents3Inputs */

const en_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch students. Please try again.`)
};

const fr_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les étudiants. Veuillez réessayer.`)
};

const es_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los estudiantes. Inténtelo de nuevo.`)
};

const pt_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os estudantes. Tente novamente.`)
};

const sw_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia wanafunzi. Tafadhali jaribu tena.`)
};

const ar_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الطلاب. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch students. Please try again." |
*
* @param {Failedtofetchstudents3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchstudents3 = /** @type {((inputs?: Failedtofetchstudents3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchstudents3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchstudents3(inputs)
	if (locale === "es") return es_failedtofetchstudents3(inputs)
	if (locale === "pt") return pt_failedtofetchstudents3(inputs)
	if (locale === "sw") return sw_failedtofetchstudents3(inputs)
	if (locale === "ar") return ar_failedtofetchstudents3(inputs)
	return en_failedtofetchstudents3(inputs)
});
export { failedtofetchstudents3 as "failedToFetchStudents" }