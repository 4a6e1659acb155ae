/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navassignments1Inputs */

const en_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignments`)
};

/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Navassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navassignments1 = /** @type {((inputs?: Navassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navassignments1", en_navassignments1));
export { navassignments1 as "navAssignments" }