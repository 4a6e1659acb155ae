/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcourses3Inputs */

const en_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch courses. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again." |
*
* @param {Failedtofetchcourses3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcourses3 = /** @type {((inputs?: Failedtofetchcourses3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcourses3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcourses3", en_failedtofetchcourses3));
export { failedtofetchcourses3 as "failedToFetchCourses" }