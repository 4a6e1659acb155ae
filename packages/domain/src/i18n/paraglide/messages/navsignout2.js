/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navsignout2Inputs */

const en_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

const fr_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const es_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const pt_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar sessão`)
};

const sw_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toka`)
};

const ar_navsignout2 = /** @type {(inputs: Navsignout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج`)
};

/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Navsignout2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navsignout2 = /** @type {((inputs?: Navsignout2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navsignout2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navsignout2(inputs)
	if (locale === "es") return es_navsignout2(inputs)
	if (locale === "pt") return pt_navsignout2(inputs)
	if (locale === "sw") return sw_navsignout2(inputs)
	if (locale === "ar") return ar_navsignout2(inputs)
	return en_navsignout2(inputs)
});
export { navsignout2 as "navSignOut" }