/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framesignedinas3Inputs */

const en_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const fr_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
};

const es_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como`)
};

const pt_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada como`)
};

const sw_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umeingia kama`)
};

const ar_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Framesignedinas3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framesignedinas3 = /** @type {((inputs?: Framesignedinas3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framesignedinas3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_framesignedinas3(inputs)
	if (locale === "es") return es_framesignedinas3(inputs)
	if (locale === "pt") return pt_framesignedinas3(inputs)
	if (locale === "sw") return sw_framesignedinas3(inputs)
	if (locale === "ar") return ar_framesignedinas3(inputs)
	return en_framesignedinas3(inputs)
});
export { framesignedinas3 as "frameSignedInAs" }