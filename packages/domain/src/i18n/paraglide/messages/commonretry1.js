/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Commonretry1Inputs */

const en_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const fr_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const es_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

const pt_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar novamente`)
};

const sw_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu tena`)
};

const ar_commonretry1 = /** @type {(inputs: Commonretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة المحاولة`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Commonretry1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const commonretry1 = /** @type {((inputs?: Commonretry1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Commonretry1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_commonretry1(inputs)
	if (locale === "es") return es_commonretry1(inputs)
	if (locale === "pt") return pt_commonretry1(inputs)
	if (locale === "sw") return sw_commonretry1(inputs)
	if (locale === "ar") return ar_commonretry1(inputs)
	return en_commonretry1(inputs)
});
export { commonretry1 as "commonRetry" }