/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentcreated1Inputs */

const en_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment created successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment created successfully!" |
*
* @param {Assignmentcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentcreated1 = /** @type {((inputs?: Assignmentcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("assignmentcreated1", en_assignmentcreated1));
export { assignmentcreated1 as "assignmentCreated" }