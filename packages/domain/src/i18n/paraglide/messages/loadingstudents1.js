/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudents1Inputs */

const en_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading students...`)
};

/**
* | output |
* | --- |
* | "Loading students..." |
*
* @param {Loadingstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudents1 = /** @type {((inputs?: Loadingstudents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingstudents1", en_loadingstudents1));
export { loadingstudents1 as "loadingStudents" }