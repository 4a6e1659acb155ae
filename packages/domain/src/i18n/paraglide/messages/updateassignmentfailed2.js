/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateassignmentfailed2Inputs */

const en_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update assignment. Please try again." |
*
* @param {Updateassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateassignmentfailed2 = /** @type {((inputs?: Updateassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updateassignmentfailed2", en_updateassignmentfailed2));
export { updateassignmentfailed2 as "updateAssignmentFailed" }