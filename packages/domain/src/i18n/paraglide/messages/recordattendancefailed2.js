/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recordattendancefailed2Inputs */

const en_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to record attendance. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to record attendance. Please try again." |
*
* @param {Recordattendancefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const recordattendancefailed2 = /** @type {((inputs?: Recordattendancefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recordattendancefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("recordattendancefailed2", en_recordattendancefailed2));
export { recordattendancefailed2 as "recordAttendanceFailed" }