/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navevents1Inputs */

const en_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const fr_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const es_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const pt_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const sw_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio`)
};

const ar_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفعاليات`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Navevents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navevents1 = /** @type {((inputs?: Navevents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navevents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navevents1(inputs)
	if (locale === "es") return es_navevents1(inputs)
	if (locale === "pt") return pt_navevents1(inputs)
	if (locale === "sw") return sw_navevents1(inputs)
	if (locale === "ar") return ar_navevents1(inputs)
	return en_navevents1(inputs)
});
export { navevents1 as "navEvents" }