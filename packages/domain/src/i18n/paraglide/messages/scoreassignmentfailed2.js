/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scoreassignmentfailed2Inputs */

const en_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score assignment. Please try again." |
*
* @param {Scoreassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scoreassignmentfailed2 = /** @type {((inputs?: Scoreassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scoreassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("scoreassignmentfailed2", en_scoreassignmentfailed2));
export { scoreassignmentfailed2 as "scoreAssignmentFailed" }