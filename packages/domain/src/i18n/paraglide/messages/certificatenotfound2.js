/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotfound2Inputs */

const en_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate not found`)
};

const fr_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificat introuvable`)
};

const es_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado no encontrado`)
};

const pt_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado não encontrado`)
};

const sw_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheti hakijapatikana`)
};

const ar_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على الشهادة`)
};

/**
* | output |
* | --- |
* | "Certificate not found" |
*
* @param {Certificatenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotfound2 = /** @type {((inputs?: Certificatenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_certificatenotfound2(inputs)
	if (locale === "es") return es_certificatenotfound2(inputs)
	if (locale === "pt") return pt_certificatenotfound2(inputs)
	if (locale === "sw") return sw_certificatenotfound2(inputs)
	if (locale === "ar") return ar_certificatenotfound2(inputs)
	return en_certificatenotfound2(inputs)
});
export { certificatenotfound2 as "certificateNotFound" }