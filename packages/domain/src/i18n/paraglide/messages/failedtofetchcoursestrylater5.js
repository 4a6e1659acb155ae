/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcoursestrylater5Inputs */

const en_failedtofetchcoursestrylater5 = /** @type {(inputs: Failedtofetchcoursestrylater5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch courses. Please try again later.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again later." |
*
* @param {Failedtofetchcoursestrylater5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcoursestrylater5 = /** @type {((inputs?: Failedtofetchcoursestrylater5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcoursestrylater5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcoursestrylater5", en_failedtofetchcoursestrylater5));
export { failedtofetchcoursestrylater5 as "failedToFetchCoursesTryLater" }