/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navprofile1Inputs */

const en_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const fr_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

const es_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

const pt_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

const sw_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasifu`)
};

const ar_navprofile1 = /** @type {(inputs: Navprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Navprofile1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navprofile1 = /** @type {((inputs?: Navprofile1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navprofile1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navprofile1(inputs)
	if (locale === "es") return es_navprofile1(inputs)
	if (locale === "pt") return pt_navprofile1(inputs)
	if (locale === "sw") return sw_navprofile1(inputs)
	if (locale === "ar") return ar_navprofile1(inputs)
	return en_navprofile1(inputs)
});
export { navprofile1 as "navProfile" }