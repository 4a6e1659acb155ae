/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portalwelcome1Inputs */

const en_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`select an option from the menu to get started`)
};

const fr_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`choisissez une option dans le menu pour commencer`)
};

const es_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elija una opción del menú para comenzar`)
};

const pt_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`escolha uma opção no menu para começar`)
};

const sw_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chagua kipengele kwenye menyu ili uanze`)
};

const ar_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خيارًا من القائمة للبدء`)
};

/**
* | output |
* | --- |
* | "select an option from the menu to get started" |
*
* @param {Portalwelcome1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const portalwelcome1 = /** @type {((inputs?: Portalwelcome1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portalwelcome1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_portalwelcome1(inputs)
	if (locale === "es") return es_portalwelcome1(inputs)
	if (locale === "pt") return pt_portalwelcome1(inputs)
	if (locale === "sw") return sw_portalwelcome1(inputs)
	if (locale === "ar") return ar_portalwelcome1(inputs)
	return en_portalwelcome1(inputs)
});
export { portalwelcome1 as "portalWelcome" }