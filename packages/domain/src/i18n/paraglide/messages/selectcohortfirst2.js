/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortfirst2Inputs */

const en_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort first.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort first." |
*
* @param {Selectcohortfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortfirst2 = /** @type {((inputs?: Selectcohortfirst2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortfirst2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohortfirst2", en_selectcohortfirst2));
export { selectcohortfirst2 as "selectCohortFirst" }