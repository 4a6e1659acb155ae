/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcbts1Inputs */

const en_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered cbts for selected cohort`)
};

/**
* | output |
* | --- |
* | "Filtered cbts for selected cohort" |
*
* @param {Filteredcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcbts1 = /** @type {((inputs?: Filteredcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("filteredcbts1", en_filteredcbts1));
export { filteredcbts1 as "filteredCbts" }