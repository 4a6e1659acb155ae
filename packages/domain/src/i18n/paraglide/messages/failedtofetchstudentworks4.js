/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchstudentworks4Inputs */

const en_failedtofetchstudentworks4 = /** @type {(inputs: Failedtofetchstudentworks4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch the work handed in. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch the work handed in. Please try again." |
*
* @param {Failedtofetchstudentworks4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchstudentworks4 = /** @type {((inputs?: Failedtofetchstudentworks4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchstudentworks4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchstudentworks4", en_failedtofetchstudentworks4));
export { failedtofetchstudentworks4 as "failedToFetchStudentWorks" }