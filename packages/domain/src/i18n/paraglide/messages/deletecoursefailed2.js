/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecoursefailed2Inputs */

const en_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete course. Please try again." |
*
* @param {Deletecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecoursefailed2 = /** @type {((inputs?: Deletecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deletecoursefailed2", en_deletecoursefailed2));
export { deletecoursefailed2 as "deleteCourseFailed" }