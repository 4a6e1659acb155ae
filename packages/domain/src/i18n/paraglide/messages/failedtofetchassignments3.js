/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchassignments3Inputs */

const en_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch assignments. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch assignments. Please try again." |
*
* @param {Failedtofetchassignments3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchassignments3 = /** @type {((inputs?: Failedtofetchassignments3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchassignments3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchassignments3", en_failedtofetchassignments3));
export { failedtofetchassignments3 as "failedToFetchAssignments" }