/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcontributions1Inputs */

const en_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered contributions for selected cohort`)
};

/**
* | output |
* | --- |
* | "Filtered contributions for selected cohort" |
*
* @param {Filteredcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcontributions1 = /** @type {((inputs?: Filteredcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("filteredcontributions1", en_filteredcontributions1));
export { filteredcontributions1 as "filteredContributions" }