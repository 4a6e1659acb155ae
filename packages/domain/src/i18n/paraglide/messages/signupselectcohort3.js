/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectcohort3Inputs */

const en_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Signupselectcohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectcohort3 = /** @type {((inputs?: Signupselectcohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectcohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupselectcohort3", en_signupselectcohort3));
export { signupselectcohort3 as "signUpSelectCohort" }