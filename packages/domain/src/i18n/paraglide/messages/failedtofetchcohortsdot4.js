/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohortsdot4Inputs */

const en_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts.`)
};

const fr_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions.`)
};

const es_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes.`)
};

const pt_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas.`)
};

const sw_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi.`)
};

const ar_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts." |
*
* @param {Failedtofetchcohortsdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohortsdot4 = /** @type {((inputs?: Failedtofetchcohortsdot4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohortsdot4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcohortsdot4(inputs)
	if (locale === "es") return es_failedtofetchcohortsdot4(inputs)
	if (locale === "pt") return pt_failedtofetchcohortsdot4(inputs)
	if (locale === "sw") return sw_failedtofetchcohortsdot4(inputs)
	if (locale === "ar") return ar_failedtofetchcohortsdot4(inputs)
	return en_failedtofetchcohortsdot4(inputs)
});
export { failedtofetchcohortsdot4 as "failedToFetchCohortsDot" }