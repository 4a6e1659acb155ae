/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesadmin2Inputs */

const en_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const fr_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
};

const es_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador`)
};

const pt_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador`)
};

const sw_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimamizi`)
};

const ar_framerolesadmin2 = /** @type {(inputs: Framerolesadmin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسؤول`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Framerolesadmin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesadmin2 = /** @type {((inputs?: Framerolesadmin2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesadmin2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_framerolesadmin2(inputs)
	if (locale === "es") return es_framerolesadmin2(inputs)
	if (locale === "pt") return pt_framerolesadmin2(inputs)
	if (locale === "sw") return sw_framerolesadmin2(inputs)
	if (locale === "ar") return ar_framerolesadmin2(inputs)
	return en_framerolesadmin2(inputs)
});
export { framerolesadmin2 as "frameRolesAdmin" }