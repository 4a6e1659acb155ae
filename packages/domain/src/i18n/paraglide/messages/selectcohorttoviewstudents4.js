/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewstudents4Inputs */

const en_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort to view students.`)
};

/**
* | output |
* | --- |
* | "Select a cohort to view students." |
*
* @param {Selectcohorttoviewstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewstudents4 = /** @type {((inputs?: Selectcohorttoviewstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohorttoviewstudents4", en_selectcohorttoviewstudents4));
export { selectcohorttoviewstudents4 as "selectCohortToViewStudents" }