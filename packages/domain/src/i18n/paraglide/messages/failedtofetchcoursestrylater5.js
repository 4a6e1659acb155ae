/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcoursestrylater5Inputs */

const en_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch courses. Please try again later.`)
};

const fr_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours. Veuillez réessayer plus tard.`)
};

const es_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los cursos. Inténtelo más tarde.`)
};

const pt_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os cursos. Tente mais tarde.`)
};

const sw_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kozi. Tafadhali jaribu tena baadaye.`)
};

const ar_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المقررات. يرجى المحاولة لاحقًا.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again later." |
*
* @param {Failedtofetchcoursestrylater5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcoursestrylater5 = /** @type {((inputs?: Failedtofetchcoursestrylater5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcoursestrylater5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcoursestrylater5(inputs)
	if (locale === "es") return es_failedtofetchcoursestrylater5(inputs)
	if (locale === "pt") return pt_failedtofetchcoursestrylater5(inputs)
	if (locale === "sw") return sw_failedtofetchcoursestrylater5(inputs)
	if (locale === "ar") return ar_failedtofetchcoursestrylater5(inputs)
	return en_failedtofetchcoursestrylater5(inputs)
});
export { failedtofetchcoursestrylater5 as "failedToFetchCoursesTryLater" }