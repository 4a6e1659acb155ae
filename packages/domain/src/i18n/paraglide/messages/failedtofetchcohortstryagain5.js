/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohortstryagain5Inputs */

const en_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts. Please try again.`)
};

const fr_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions. Veuillez réessayer.`)
};

const es_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes. Inténtelo de nuevo.`)
};

const pt_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas. Tente novamente.`)
};

const sw_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi. Tafadhali jaribu tena.`)
};

const ar_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts. Please try again." |
*
* @param {Failedtofetchcohortstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohortstryagain5 = /** @type {((inputs?: Failedtofetchcohortstryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohortstryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcohortstryagain5(inputs)
	if (locale === "es") return es_failedtofetchcohortstryagain5(inputs)
	if (locale === "pt") return pt_failedtofetchcohortstryagain5(inputs)
	if (locale === "sw") return sw_failedtofetchcohortstryagain5(inputs)
	if (locale === "ar") return ar_failedtofetchcohortstryagain5(inputs)
	return en_failedtofetchcohortstryagain5(inputs)
});
export { failedtofetchcohortstryagain5 as "failedToFetchCohortsTryAgain" }