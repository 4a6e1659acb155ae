/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcbts4Inputs */

const en_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view cbts.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view cbts." |
*
* @param {Selectcohorttoviewcbts4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcbts4 = /** @type {((inputs?: Selectcohorttoviewcbts4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcbts4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohorttoviewcbts4", en_selectcohorttoviewcbts4));
export { selectcohorttoviewcbts4 as "selectCohortToViewCbts" }