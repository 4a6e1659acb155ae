/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noworkhandedin3Inputs */

const en_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing handed in yet.`)
};

const fr_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n'a encore été rendu.`)
};

const es_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha entregado nada.`)
};

const pt_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda nada foi entregue.`)
};

const sw_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna kilichowasilishwa.`)
};

const ar_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسلَّم شيء بعد.`)
};

/**
* | output |
* | --- |
* | "Nothing handed in yet." |
*
* @param {Noworkhandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noworkhandedin3 = /** @type {((inputs?: Noworkhandedin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noworkhandedin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noworkhandedin3(inputs)
	if (locale === "es") return es_noworkhandedin3(inputs)
	if (locale === "pt") return pt_noworkhandedin3(inputs)
	if (locale === "sw") return sw_noworkhandedin3(inputs)
	if (locale === "ar") return ar_noworkhandedin3(inputs)
	return en_noworkhandedin3(inputs)
});
export { noworkhandedin3 as "noWorkHandedIn" }