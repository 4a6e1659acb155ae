/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchwork3Inputs */

const en_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your work. Please try again.`)
};

const fr_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger votre travail. Veuillez réessayer.`)
};

const es_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar su trabajo. Inténtelo de nuevo.`)
};

const pt_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o seu trabalho. Tente novamente.`)
};

const sw_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi yako. Tafadhali jaribu tena.`)
};

const ar_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل عملك. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your work. Please try again." |
*
* @param {Failedtofetchwork3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchwork3 = /** @type {((inputs?: Failedtofetchwork3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchwork3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchwork3(inputs)
	if (locale === "es") return es_failedtofetchwork3(inputs)
	if (locale === "pt") return pt_failedtofetchwork3(inputs)
	if (locale === "sw") return sw_failedtofetchwork3(inputs)
	if (locale === "ar") return ar_failedtofetchwork3(inputs)
	return en_failedtofetchwork3(inputs)
});
export { failedtofetchwork3 as "failedToFetchWork" }