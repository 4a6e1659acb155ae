/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentscored1Inputs */

const en_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment Scored successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment Scored successfully!" |
*
* @param {Assignmentscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentscored1 = /** @type {((inputs?: Assignmentscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("assignmentscored1", en_assignmentscored1));
export { assignmentscored1 as "assignmentScored" }