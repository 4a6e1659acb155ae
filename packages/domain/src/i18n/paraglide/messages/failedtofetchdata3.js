/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchdata3Inputs */

const en_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch data`)
};

const fr_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les données`)
};

const es_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos`)
};

const pt_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os dados`)
};

const sw_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data`)
};

const ar_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل البيانات`)
};

/**
* | output |
* | --- |
* | "Failed to fetch data" |
*
* @param {Failedtofetchdata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchdata3 = /** @type {((inputs?: Failedtofetchdata3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchdata3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchdata3(inputs)
	if (locale === "es") return es_failedtofetchdata3(inputs)
	if (locale === "pt") return pt_failedtofetchdata3(inputs)
	if (locale === "sw") return sw_failedtofetchdata3(inputs)
	if (locale === "ar") return ar_failedtofetchdata3(inputs)
	return en_failedtofetchdata3(inputs)
});
export { failedtofetchdata3 as "failedToFetchData" }