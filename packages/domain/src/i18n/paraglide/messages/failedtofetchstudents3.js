/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchstudents3Inputs */

const en_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch students. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch students. Please try again." |
*
* @param {Failedtofetchstudents3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchstudents3 = /** @type {((inputs?: Failedtofetchstudents3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchstudents3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchstudents3", en_failedtofetchstudents3));
export { failedtofetchstudents3 as "failedToFetchStudents" }