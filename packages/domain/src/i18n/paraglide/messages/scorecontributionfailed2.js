/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecontributionfailed2Inputs */

const en_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score contribution. Please try again.`)
};

const fr_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de noter la contribution. Veuillez réessayer.`)
};

const es_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la contribución. Inténtelo de nuevo.`)
};

const pt_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar a contribuição. Tente novamente.`)
};

const sw_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya mchango. Tafadhali jaribu tena.`)
};

const ar_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم المساهمة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to score contribution. Please try again." |
*
* @param {Scorecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecontributionfailed2 = /** @type {((inputs?: Scorecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_scorecontributionfailed2(inputs)
	if (locale === "es") return es_scorecontributionfailed2(inputs)
	if (locale === "pt") return pt_scorecontributionfailed2(inputs)
	if (locale === "sw") return sw_scorecontributionfailed2(inputs)
	if (locale === "ar") return ar_scorecontributionfailed2(inputs)
	return en_scorecontributionfailed2(inputs)
});
export { scorecontributionfailed2 as "scoreContributionFailed" }