/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocontributions1Inputs */

const en_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contributions available.`)
};

const fr_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune contribution disponible.`)
};

const es_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay contribuciones disponibles.`)
};

const pt_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há contribuições disponíveis.`)
};

const sw_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna michango kwa sasa.`)
};

const ar_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مساهمات متاحة.`)
};

/**
* | output |
* | --- |
* | "No contributions available." |
*
* @param {Nocontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocontributions1 = /** @type {((inputs?: Nocontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nocontributions1(inputs)
	if (locale === "es") return es_nocontributions1(inputs)
	if (locale === "pt") return pt_nocontributions1(inputs)
	if (locale === "sw") return sw_nocontributions1(inputs)
	if (locale === "ar") return ar_nocontributions1(inputs)
	return en_nocontributions1(inputs)
});
export { nocontributions1 as "noContributions" }