/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminenrol2Inputs */

const en_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol from CSV`)
};

const fr_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire depuis un CSV`)
};

const es_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribir desde CSV`)
};

const pt_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrever a partir de CSV`)
};

const sw_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sajili kutoka CSV`)
};

const ar_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التسجيل من ملف CSV`)
};

/**
* | output |
* | --- |
* | "Enrol from CSV" |
*
* @param {Navadminenrol2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminenrol2 = /** @type {((inputs?: Navadminenrol2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminenrol2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navadminenrol2(inputs)
	if (locale === "es") return es_navadminenrol2(inputs)
	if (locale === "pt") return pt_navadminenrol2(inputs)
	if (locale === "sw") return sw_navadminenrol2(inputs)
	if (locale === "ar") return ar_navadminenrol2(inputs)
	return en_navadminenrol2(inputs)
});
export { navadminenrol2 as "navAdminEnrol" }