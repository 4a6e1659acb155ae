/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workhandedinsuccess3Inputs */

const en_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work handed in successfully!`)
};

/**
* | output |
* | --- |
* | "Work handed in successfully!" |
*
* @param {Workhandedinsuccess3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workhandedinsuccess3 = /** @type {((inputs?: Workhandedinsuccess3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workhandedinsuccess3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workhandedinsuccess3", en_workhandedinsuccess3));
export { workhandedinsuccess3 as "workHandedInSuccess" }