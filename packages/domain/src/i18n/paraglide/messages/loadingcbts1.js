/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcbts1Inputs */

const en_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cbts...`)
};

/**
* | output |
* | --- |
* | "Loading cbts..." |
*
* @param {Loadingcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcbts1 = /** @type {((inputs?: Loadingcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingcbts1", en_loadingcbts1));
export { loadingcbts1 as "loadingCbts" }