/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesfacilitator2Inputs */

const en_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitator`)
};

const fr_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitateur`)
};

const es_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitador`)
};

const pt_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitador`)
};

const sw_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezeshaji`)
};

const ar_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ميسّر`)
};

/**
* | output |
* | --- |
* | "Facilitator" |
*
* @param {Framerolesfacilitator2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesfacilitator2 = /** @type {((inputs?: Framerolesfacilitator2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesfacilitator2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_framerolesfacilitator2(inputs)
	if (locale === "es") return es_framerolesfacilitator2(inputs)
	if (locale === "pt") return pt_framerolesfacilitator2(inputs)
	if (locale === "sw") return sw_framerolesfacilitator2(inputs)
	if (locale === "ar") return ar_framerolesfacilitator2(inputs)
	return en_framerolesfacilitator2(inputs)
});
export { framerolesfacilitator2 as "frameRolesFacilitator" }