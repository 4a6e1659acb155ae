/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navinstructordesk2Inputs */

const en_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor Desk`)
};

const fr_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau du facilitateur`)
};

const es_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escritorio del facilitador`)
};

const pt_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secretária do facilitador`)
};

const sw_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meza ya mwezeshaji`)
};

const ar_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكتب الميسّر`)
};

/**
* | output |
* | --- |
* | "Instructor Desk" |
*
* @param {Navinstructordesk2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navinstructordesk2 = /** @type {((inputs?: Navinstructordesk2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navinstructordesk2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navinstructordesk2(inputs)
	if (locale === "es") return es_navinstructordesk2(inputs)
	if (locale === "pt") return pt_navinstructordesk2(inputs)
	if (locale === "sw") return sw_navinstructordesk2(inputs)
	if (locale === "ar") return ar_navinstructordesk2(inputs)
	return en_navinstructordesk2(inputs)
});
export { navinstructordesk2 as "navInstructorDesk" }