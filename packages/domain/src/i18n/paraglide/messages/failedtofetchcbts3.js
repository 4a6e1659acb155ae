/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcbts3Inputs */

const en_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cbts.`)
};

const fr_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les tests.`)
};

const es_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las pruebas.`)
};

const pt_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os testes.`)
};

const sw_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia majaribio.`)
};

const ar_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الاختبارات.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cbts." |
*
* @param {Failedtofetchcbts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcbts3 = /** @type {((inputs?: Failedtofetchcbts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcbts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchcbts3(inputs)
	if (locale === "es") return es_failedtofetchcbts3(inputs)
	if (locale === "pt") return pt_failedtofetchcbts3(inputs)
	if (locale === "sw") return sw_failedtofetchcbts3(inputs)
	if (locale === "ar") return ar_failedtofetchcbts3(inputs)
	return en_failedtofetchcbts3(inputs)
});
export { failedtofetchcbts3 as "failedToFetchCbts" }