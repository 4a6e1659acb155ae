/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Yesdelete1Inputs */

const en_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Delete`)
};

const fr_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, supprimer`)
};

const es_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, eliminar`)
};

const pt_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim, eliminar`)
};

const sw_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ndiyo, futa`)
};

const ar_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم، احذف`)
};

/**
* | output |
* | --- |
* | "Yes, Delete" |
*
* @param {Yesdelete1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yesdelete1 = /** @type {((inputs?: Yesdelete1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yesdelete1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_yesdelete1(inputs)
	if (locale === "es") return es_yesdelete1(inputs)
	if (locale === "pt") return pt_yesdelete1(inputs)
	if (locale === "sw") return sw_yesdelete1(inputs)
	if (locale === "ar") return ar_yesdelete1(inputs)
	return en_yesdelete1(inputs)
});
export { yesdelete1 as "yesDelete" }