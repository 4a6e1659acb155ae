/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentupdated1Inputs */

const en_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment updated successfully!`)
};

/**
* | output |
* | --- |
* | "Assignment updated successfully!" |
*
* @param {Assignmentupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentupdated1 = /** @type {((inputs?: Assignmentupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("assignmentupdated1", en_assignmentupdated1));
export { assignmentupdated1 as "assignmentUpdated" }