/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminpeople2Inputs */

const en_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

const fr_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes`)
};

const es_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas`)
};

const pt_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas`)
};

const sw_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watu`)
};

const ar_navadminpeople2 = /** @type {(inputs: Navadminpeople2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص`)
};

/**
* | output |
* | --- |
* | "People" |
*
* @param {Navadminpeople2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminpeople2 = /** @type {((inputs?: Navadminpeople2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminpeople2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navadminpeople2(inputs)
	if (locale === "es") return es_navadminpeople2(inputs)
	if (locale === "pt") return pt_navadminpeople2(inputs)
	if (locale === "sw") return sw_navadminpeople2(inputs)
	if (locale === "ar") return ar_navadminpeople2(inputs)
	return en_navadminpeople2(inputs)
});
export { navadminpeople2 as "navAdminPeople" }