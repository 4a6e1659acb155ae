/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notassigned1Inputs */

const en_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not assigned`)
};

const fr_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non attribué`)
};

const es_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin asignar`)
};

const pt_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não atribuído`)
};

const sw_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijapangiwa`)
};

const ar_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مُسنَد`)
};

/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Notassigned1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notassigned1 = /** @type {((inputs?: Notassigned1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notassigned1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notassigned1(inputs)
	if (locale === "es") return es_notassigned1(inputs)
	if (locale === "pt") return pt_notassigned1(inputs)
	if (locale === "sw") return sw_notassigned1(inputs)
	if (locale === "ar") return ar_notassigned1(inputs)
	return en_notassigned1(inputs)
});
export { notassigned1 as "notAssigned" }