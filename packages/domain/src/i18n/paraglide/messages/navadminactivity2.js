/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminactivity2Inputs */

const en_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity Log`)
};

const fr_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d'activité`)
};

const es_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de actividad`)
};

const pt_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo de atividade`)
};

const sw_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya shughuli`)
};

const ar_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل النشاط`)
};

/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Navadminactivity2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminactivity2 = /** @type {((inputs?: Navadminactivity2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminactivity2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navadminactivity2(inputs)
	if (locale === "es") return es_navadminactivity2(inputs)
	if (locale === "pt") return pt_navadminactivity2(inputs)
	if (locale === "sw") return sw_navadminactivity2(inputs)
	if (locale === "ar") return ar_navadminactivity2(inputs)
	return en_navadminactivity2(inputs)
});
export { navadminactivity2 as "navAdminActivity" }