/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendancefinalwarning2Inputs */

const en_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance cannot be changed after submission!`)
};

/**
* | output |
* | --- |
* | "Attendance cannot be changed after submission!" |
*
* @param {Attendancefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const attendancefinalwarning2 = /** @type {((inputs?: Attendancefinalwarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendancefinalwarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("attendancefinalwarning2", en_attendancefinalwarning2));
export { attendancefinalwarning2 as "attendanceFinalWarning" }