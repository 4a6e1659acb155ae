/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohorts3Inputs */

const en_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts`)
};

const fr_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions`)
};

const es_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes`)
};

const pt_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas`)
};

const sw_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi`)
};

const ar_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts" |
*
* @param {Failedtofetchcohorts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohorts3 = /** @type {((inputs?: Failedtofetchcohorts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohorts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcohorts3(inputs)
	if (locale === "es") return es_failedtofetchcohorts3(inputs)
	if (locale === "pt") return pt_failedtofetchcohorts3(inputs)
	if (locale === "sw") return sw_failedtofetchcohorts3(inputs)
	if (locale === "ar") return ar_failedtofetchcohorts3(inputs)
	return en_failedtofetchcohorts3(inputs)
});
export { failedtofetchcohorts3 as "failedToFetchCohorts" }