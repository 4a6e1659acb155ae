/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcourses3Inputs */

const en_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch courses. Please try again.`)
};

const fr_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours. Veuillez réessayer.`)
};

const es_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los cursos. Inténtelo de nuevo.`)
};

const pt_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os cursos. Tente novamente.`)
};

const sw_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kozi. Tafadhali jaribu tena.`)
};

const ar_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المقررات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again." |
*
* @param {Failedtofetchcourses3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcourses3 = /** @type {((inputs?: Failedtofetchcourses3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcourses3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcourses3(inputs)
	if (locale === "es") return es_failedtofetchcourses3(inputs)
	if (locale === "pt") return pt_failedtofetchcourses3(inputs)
	if (locale === "sw") return sw_failedtofetchcourses3(inputs)
	if (locale === "ar") return ar_failedtofetchcourses3(inputs)
	return en_failedtofetchcourses3(inputs)
});
export { failedtofetchcourses3 as "failedToFetchCourses" }