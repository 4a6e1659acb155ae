/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcontributions3Inputs */

const en_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch contributions. Please try again.`)
};

const fr_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les contributions. Veuillez réessayer.`)
};

const es_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las contribuciones. Inténtelo de nuevo.`)
};

const pt_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as contribuições. Tente novamente.`)
};

const sw_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia michango. Tafadhali jaribu tena.`)
};

const ar_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المساهمات. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch contributions. Please try again." |
*
* @param {Failedtofetchcontributions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcontributions3 = /** @type {((inputs?: Failedtofetchcontributions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcontributions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcontributions3(inputs)
	if (locale === "es") return es_failedtofetchcontributions3(inputs)
	if (locale === "pt") return pt_failedtofetchcontributions3(inputs)
	if (locale === "sw") return sw_failedtofetchcontributions3(inputs)
	if (locale === "ar") return ar_failedtofetchcontributions3(inputs)
	return en_failedtofetchcontributions3(inputs)
});
export { failedtofetchcontributions3 as "failedToFetchContributions" }