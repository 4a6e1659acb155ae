/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudentworks2Inputs */

const en_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading work handed in...`)
};

/**
* | output |
* | --- |
* | "Loading work handed in..." |
*
* @param {Loadingstudentworks2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudentworks2 = /** @type {((inputs?: Loadingstudentworks2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudentworks2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingstudentworks2", en_loadingstudentworks2));
export { loadingstudentworks2 as "loadingStudentWorks" }