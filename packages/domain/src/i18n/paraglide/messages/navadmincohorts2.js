/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadmincohorts2Inputs */

const en_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohorts`)
};

const fr_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promotions`)
};

const es_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohortes`)
};

const pt_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turmas`)
};

const sw_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makundi`)
};

const ar_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفعات`)
};

/**
* | output |
* | --- |
* | "Cohorts" |
*
* @param {Navadmincohorts2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadmincohorts2 = /** @type {((inputs?: Navadmincohorts2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadmincohorts2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navadmincohorts2(inputs)
	if (locale === "es") return es_navadmincohorts2(inputs)
	if (locale === "pt") return pt_navadmincohorts2(inputs)
	if (locale === "sw") return sw_navadmincohorts2(inputs)
	if (locale === "ar") return ar_navadmincohorts2(inputs)
	return en_navadmincohorts2(inputs)
});
export { navadmincohorts2 as "navAdminCohorts" }