/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocontributions1Inputs */

const en_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contributions available.`)
};

/**
* | output |
* | --- |
* | "No contributions available." |
*
* @param {Nocontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocontributions1 = /** @type {((inputs?: Nocontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nocontributions1", en_nocontributions1));
export { nocontributions1 as "noContributions" }