/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notscored1Inputs */

const en_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not scored`)
};

const fr_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non noté`)
};

const es_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin calificar`)
};

const pt_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não avaliado`)
};

const sw_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijapewa alama`)
};

const ar_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُقيَّم`)
};

/**
* | output |
* | --- |
* | "Not scored" |
*
* @param {Notscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notscored1 = /** @type {((inputs?: Notscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notscored1(inputs)
	if (locale === "es") return es_notscored1(inputs)
	if (locale === "pt") return pt_notscored1(inputs)
	if (locale === "sw") return sw_notscored1(inputs)
	if (locale === "ar") return ar_notscored1(inputs)
	return en_notscored1(inputs)
});
export { notscored1 as "notScored" }