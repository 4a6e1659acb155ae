/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectstudent1Inputs */

const en_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a student`)
};

/**
* | output |
* | --- |
* | "Please select a student" |
*
* @param {Selectstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectstudent1 = /** @type {((inputs?: Selectstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectstudent1", en_selectstudent1));
export { selectstudent1 as "selectStudent" }