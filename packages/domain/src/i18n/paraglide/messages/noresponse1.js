/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noresponse1Inputs */

const en_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No response from server. Please check your internet connection.`)
};

const fr_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur ne répond pas. Veuillez vérifier votre connexion Internet.`)
};

const es_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no responde. Compruebe su conexión a Internet.`)
};

const pt_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O servidor não responde. Verifique a sua ligação à Internet.`)
};

const sw_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seva haijajibu. Tafadhali hakiki muunganisho wako wa intaneti.`)
};

const ar_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد رد من الخادم. يرجى التحقق من اتصالك بالإنترنت.`)
};

/**
* | output |
* | --- |
* | "No response from server. Please check your internet connection." |
*
* @param {Noresponse1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noresponse1 = /** @type {((inputs?: Noresponse1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noresponse1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noresponse1(inputs)
	if (locale === "es") return es_noresponse1(inputs)
	if (locale === "pt") return pt_noresponse1(inputs)
	if (locale === "sw") return sw_noresponse1(inputs)
	if (locale === "ar") return ar_noresponse1(inputs)
	return en_noresponse1(inputs)
});
export { noresponse1 as "noResponse" }