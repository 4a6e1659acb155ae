/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentdeleted1Inputs */

const en_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment deleted successfully!" |
*
* @param {Assignmentdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentdeleted1 = /** @type {((inputs?: Assignmentdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("assignmentdeleted1", en_assignmentdeleted1));
export { assignmentdeleted1 as "assignmentDeleted" }