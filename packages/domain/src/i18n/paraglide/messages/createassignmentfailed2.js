/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createassignmentfailed2Inputs */

const en_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create assignment. Please try again." |
*
* @param {Createassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createassignmentfailed2 = /** @type {((inputs?: Createassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createassignmentfailed2", en_createassignmentfailed2));
export { createassignmentfailed2 as "createAssignmentFailed" }