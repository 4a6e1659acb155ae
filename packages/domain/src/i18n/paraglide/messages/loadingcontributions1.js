/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcontributions1Inputs */

const en_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading contributions...`)
};

/**
* | output |
* | --- |
* | "Loading contributions..." |
*
* @param {Loadingcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcontributions1 = /** @type {((inputs?: Loadingcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingcontributions1", en_loadingcontributions1));
export { loadingcontributions1 as "loadingContributions" }