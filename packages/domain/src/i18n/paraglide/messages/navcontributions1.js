/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcontributions1Inputs */

const en_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contributions`)
};

/**
* | output |
* | --- |
* | "Contributions" |
*
* @param {Navcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcontributions1 = /** @type {((inputs?: Navcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navcontributions1", en_navcontributions1));
export { navcontributions1 as "navContributions" }