/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteassignmentfailed2Inputs */

const en_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete assignment. Please try again." |
*
* @param {Deleteassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteassignmentfailed2 = /** @type {((inputs?: Deleteassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deleteassignmentfailed2", en_deleteassignmentfailed2));
export { deleteassignmentfailed2 as "deleteAssignmentFailed" }