/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcontributions4Inputs */

const en_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view contributions.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view contributions." |
*
* @param {Selectcohorttoviewcontributions4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcontributions4 = /** @type {((inputs?: Selectcohorttoviewcontributions4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcontributions4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohorttoviewcontributions4", en_selectcohorttoviewcontributions4));
export { selectcohorttoviewcontributions4 as "selectCohortToViewContributions" }