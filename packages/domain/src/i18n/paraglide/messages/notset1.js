/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notset1Inputs */

const en_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

const fr_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non renseigné`)
};

const es_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin definir`)
};

const pt_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não definido`)
};

const sw_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijawekwa`)
};

const ar_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير محدد`)
};

/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Notset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notset1 = /** @type {((inputs?: Notset1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notset1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notset1(inputs)
	if (locale === "es") return es_notset1(inputs)
	if (locale === "pt") return pt_notset1(inputs)
	if (locale === "sw") return sw_notset1(inputs)
	if (locale === "ar") return ar_notset1(inputs)
	return en_notset1(inputs)
});
export { notset1 as "notSet" }