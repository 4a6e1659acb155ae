/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecbtfailed2Inputs */

const en_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score cbt. Please try again.`)
};

const fr_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de noter le test. Veuillez réessayer.`)
};

const es_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la prueba. Inténtelo de nuevo.`)
};

const pt_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar o teste. Tente novamente.`)
};

const sw_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya jaribio. Tafadhali jaribu tena.`)
};

const ar_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم الاختبار. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to score cbt. Please try again." |
*
* @param {Scorecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecbtfailed2 = /** @type {((inputs?: Scorecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_scorecbtfailed2(inputs)
	if (locale === "es") return es_scorecbtfailed2(inputs)
	if (locale === "pt") return pt_scorecbtfailed2(inputs)
	if (locale === "sw") return sw_scorecbtfailed2(inputs)
	if (locale === "ar") return ar_scorecbtfailed2(inputs)
	return en_scorecbtfailed2(inputs)
});
export { scorecbtfailed2 as "scoreCbtFailed" }