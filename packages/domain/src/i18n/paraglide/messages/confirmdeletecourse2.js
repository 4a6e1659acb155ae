/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecourse2Inputs */

const en_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this course?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this course?" |
*
* @param {Confirmdeletecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecourse2 = /** @type {((inputs?: Confirmdeletecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeletecourse2", en_confirmdeletecourse2));
export { confirmdeletecourse2 as "confirmDeleteCourse" }