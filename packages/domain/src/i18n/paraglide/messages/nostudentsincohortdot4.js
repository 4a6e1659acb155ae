/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohortdot4Inputs */

const en_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort.`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort." |
*
* @param {Nostudentsincohortdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohortdot4 = /** @type {((inputs?: Nostudentsincohortdot4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohortdot4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nostudentsincohortdot4", en_nostudentsincohortdot4));
export { nostudentsincohortdot4 as "noStudentsInCohortDot" }