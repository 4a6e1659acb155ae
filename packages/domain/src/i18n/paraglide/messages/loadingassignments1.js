/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingassignments1Inputs */

const en_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading assignments...`)
};

/**
* | output |
* | --- |
* | "Loading assignments..." |
*
* @param {Loadingassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingassignments1 = /** @type {((inputs?: Loadingassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingassignments1", en_loadingassignments1));
export { loadingassignments1 as "loadingAssignments" }