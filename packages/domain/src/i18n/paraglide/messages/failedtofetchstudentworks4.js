/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchstudentworks4Inputs */

const en_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch the work handed in. Please try again.`)
};

const fr_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les travaux rendus. Veuillez réessayer.`)
};

const es_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los trabajos entregados. Inténtelo de nuevo.`)
};

const pt_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os trabalhos entregues. Tente novamente.`)
};

const sw_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi zilizowasilishwa. Tafadhali jaribu tena.`)
};

const ar_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الأعمال المسلَّمة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch the work handed in. Please try again." |
*
* @param {Failedtofetchstudentworks4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchstudentworks4 = /** @type {((inputs?: Failedtofetchstudentworks4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchstudentworks4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchstudentworks4(inputs)
	if (locale === "es") return es_failedtofetchstudentworks4(inputs)
	if (locale === "pt") return pt_failedtofetchstudentworks4(inputs)
	if (locale === "sw") return sw_failedtofetchstudentworks4(inputs)
	if (locale === "ar") return ar_failedtofetchstudentworks4(inputs)
	return en_failedtofetchstudentworks4(inputs)
});
export { failedtofetchstudentworks4 as "failedToFetchStudentWorks" }