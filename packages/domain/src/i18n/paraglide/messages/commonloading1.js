/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Commonloading1Inputs */

const en_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const fr_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement...`)
};

const es_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

const pt_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar...`)
};

const sw_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia...`)
};

const ar_commonloading1 = /** @type {(inputs: Commonloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ التحميل...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Commonloading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const commonloading1 = /** @type {((inputs?: Commonloading1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Commonloading1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_commonloading1(inputs)
	if (locale === "es") return es_commonloading1(inputs)
	if (locale === "pt") return pt_commonloading1(inputs)
	if (locale === "sw") return sw_commonloading1(inputs)
	if (locale === "ar") return ar_commonloading1(inputs)
	return en_commonloading1(inputs)
});
export { commonloading1 as "commonLoading" }