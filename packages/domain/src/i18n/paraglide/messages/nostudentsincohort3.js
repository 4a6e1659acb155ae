/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohort3Inputs */

const en_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort" |
*
* @param {Nostudentsincohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohort3 = /** @type {((inputs?: Nostudentsincohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nostudentsincohort3", en_nostudentsincohort3));
export { nostudentsincohort3 as "noStudentsInCohort" }