/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frameacademy1Inputs */

const en_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

const fr_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

const es_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

const pt_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

const sw_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

const ar_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

/**
* | output |
* | --- |
* | "Christian Leadership Academy" |
*
* @param {Frameacademy1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const frameacademy1 = /** @type {((inputs?: Frameacademy1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frameacademy1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_frameacademy1(inputs)
	if (locale === "es") return es_frameacademy1(inputs)
	if (locale === "pt") return pt_frameacademy1(inputs)
	if (locale === "sw") return sw_frameacademy1(inputs)
	if (locale === "ar") return ar_frameacademy1(inputs)
	return en_frameacademy1(inputs)
});
export { frameacademy1 as "frameAcademy" }