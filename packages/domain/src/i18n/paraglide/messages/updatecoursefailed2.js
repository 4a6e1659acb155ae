/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecoursefailed2Inputs */

const en_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update course. Please try again." |
*
* @param {Updatecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecoursefailed2 = /** @type {((inputs?: Updatecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updatecoursefailed2", en_updatecoursefailed2));
export { updatecoursefailed2 as "updateCourseFailed" }