/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cohortinfonotfound3Inputs */

const en_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort information not found. Please login again.`)
};

/**
* | output |
* | --- |
* | "Cohort information not found. Please login again." |
*
* @param {Cohortinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cohortinfonotfound3 = /** @type {((inputs?: Cohortinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cohortinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("cohortinfonotfound3", en_cohortinfonotfound3));
export { cohortinfonotfound3 as "cohortInfoNotFound" }