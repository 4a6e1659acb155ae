/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noassignments1Inputs */

const en_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignments available.`)
};

/**
* | output |
* | --- |
* | "No assignments available." |
*
* @param {Noassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noassignments1 = /** @type {((inputs?: Noassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noassignments1", en_noassignments1));
export { noassignments1 as "noAssignments" }