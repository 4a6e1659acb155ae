/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Yeslogout1Inputs */

const en_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Logout`)
};

const fr_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, me déconnecter`)
};

const es_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, cerrar sesión`)
};

const pt_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim, terminar sessão`)
};

const sw_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ndiyo, toka`)
};

const ar_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم، سجّل الخروج`)
};

/**
* | output |
* | --- |
* | "Yes, Logout" |
*
* @param {Yeslogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yeslogout1 = /** @type {((inputs?: Yeslogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yeslogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_yeslogout1(inputs)
	if (locale === "es") return es_yeslogout1(inputs)
	if (locale === "pt") return pt_yeslogout1(inputs)
	if (locale === "sw") return sw_yeslogout1(inputs)
	if (locale === "ar") return ar_yeslogout1(inputs)
	return en_yeslogout1(inputs)
});
export { yeslogout1 as "yesLogout" }