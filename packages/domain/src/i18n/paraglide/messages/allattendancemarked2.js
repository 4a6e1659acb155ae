/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Allattendancemarked2Inputs */

const en_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All attendance has been marked!`)
};

/**
* | output |
* | --- |
* | "All attendance has been marked!" |
*
* @param {Allattendancemarked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const allattendancemarked2 = /** @type {((inputs?: Allattendancemarked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Allattendancemarked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("allattendancemarked2", en_allattendancemarked2));
export { allattendancemarked2 as "allAttendanceMarked" }