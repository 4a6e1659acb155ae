/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupcohort2Inputs */

const en_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort ID`)
};

/**
* | output |
* | --- |
* | "Cohort ID" |
*
* @param {Signupcohort2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupcohort2 = /** @type {((inputs?: Signupcohort2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupcohort2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupcohort2", en_signupcohort2));
export { signupcohort2 as "signUpCohort" }