/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatuslate2Inputs */

const en_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`late`)
};

/**
* | output |
* | --- |
* | "late" |
*
* @param {Workstatuslate2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatuslate2 = /** @type {((inputs?: Workstatuslate2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatuslate2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workstatuslate2", en_workstatuslate2));
export { workstatuslate2 as "workStatusLate" }