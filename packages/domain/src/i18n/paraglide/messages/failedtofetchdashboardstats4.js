/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchdashboardstats4Inputs */

const en_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch dashboard statistics`)
};

const fr_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les statistiques du tableau de bord`)
};

const es_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las estadísticas del panel`)
};

const pt_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as estatísticas do painel`)
};

const sw_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia takwimu za dashibodi`)
};

const ar_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل إحصاءات لوحة المتابعة`)
};

/**
* | output |
* | --- |
* | "Failed to fetch dashboard statistics" |
*
* @param {Failedtofetchdashboardstats4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchdashboardstats4 = /** @type {((inputs?: Failedtofetchdashboardstats4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchdashboardstats4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchdashboardstats4(inputs)
	if (locale === "es") return es_failedtofetchdashboardstats4(inputs)
	if (locale === "pt") return pt_failedtofetchdashboardstats4(inputs)
	if (locale === "sw") return sw_failedtofetchdashboardstats4(inputs)
	if (locale === "ar") return ar_failedtofetchdashboardstats4(inputs)
	return en_failedtofetchdashboardstats4(inputs)
});
export { failedtofetchdashboardstats4 as "failedToFetchDashboardStats" }