/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortandloadstudents4Inputs */

const en_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort and load student data first.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort and load student data first." |
*
* @param {Selectcohortandloadstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortandloadstudents4 = /** @type {((inputs?: Selectcohortandloadstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortandloadstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohortandloadstudents4", en_selectcohortandloadstudents4));
export { selectcohortandloadstudents4 as "selectCohortAndLoadStudents" }