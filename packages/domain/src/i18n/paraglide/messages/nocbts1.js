/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocbts1Inputs */

const en_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cbts available.`)
};

/**
* | output |
* | --- |
* | "No cbts available." |
*
* @param {Nocbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocbts1 = /** @type {((inputs?: Nocbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nocbts1", en_nocbts1));
export { nocbts1 as "noCbts" }