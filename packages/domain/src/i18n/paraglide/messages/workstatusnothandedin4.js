/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusnothandedin4Inputs */

const en_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not handed in`)
};

/**
* | output |
* | --- |
* | "not handed in" |
*
* @param {Workstatusnothandedin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusnothandedin4 = /** @type {((inputs?: Workstatusnothandedin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusnothandedin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workstatusnothandedin4", en_workstatusnothandedin4));
export { workstatusnothandedin4 as "workStatusNotHandedIn" }