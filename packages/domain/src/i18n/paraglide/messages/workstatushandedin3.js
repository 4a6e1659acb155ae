/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatushandedin3Inputs */

const en_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`handed in`)
};

/**
* | output |
* | --- |
* | "handed in" |
*
* @param {Workstatushandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatushandedin3 = /** @type {((inputs?: Workstatushandedin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatushandedin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workstatushandedin3", en_workstatushandedin3));
export { workstatushandedin3 as "workStatusHandedIn" }