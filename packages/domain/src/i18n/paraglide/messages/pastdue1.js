/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pastdue1Inputs */

const en_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Due`)
};

const fr_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En retard`)
};

const es_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
};

const pt_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em atraso`)
};

const sw_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda umepita`)
};

const ar_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فات موعده`)
};

/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Pastdue1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const pastdue1 = /** @type {((inputs?: Pastdue1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pastdue1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pastdue1(inputs)
	if (locale === "es") return es_pastdue1(inputs)
	if (locale === "pt") return pt_pastdue1(inputs)
	if (locale === "sw") return sw_pastdue1(inputs)
	if (locale === "ar") return ar_pastdue1(inputs)
	return en_pastdue1(inputs)
});
export { pastdue1 as "pastDue" }