/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcoursefailed2Inputs */

const en_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create course. Please try again." |
*
* @param {Createcoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcoursefailed2 = /** @type {((inputs?: Createcoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createcoursefailed2", en_createcoursefailed2));
export { createcoursefailed2 as "createCourseFailed" }