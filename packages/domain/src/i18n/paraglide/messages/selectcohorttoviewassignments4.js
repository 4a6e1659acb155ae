/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewassignments4Inputs */

const en_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view assignments.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view assignments." |
*
* @param {Selectcohorttoviewassignments4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewassignments4 = /** @type {((inputs?: Selectcohorttoviewassignments4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewassignments4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohorttoviewassignments4", en_selectcohorttoviewassignments4));
export { selectcohorttoviewassignments4 as "selectCohortToViewAssignments" }