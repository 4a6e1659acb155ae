/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusscored2Inputs */

const en_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scored`)
};

/**
* | output |
* | --- |
* | "scored" |
*
* @param {Workstatusscored2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusscored2 = /** @type {((inputs?: Workstatusscored2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusscored2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workstatusscored2", en_workstatusscored2));
export { workstatusscored2 as "workStatusScored" }