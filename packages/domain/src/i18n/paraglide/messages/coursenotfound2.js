/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursenotfound2Inputs */

const en_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course not found!`)
};

/**
* | output |
* | --- |
* | "Course not found!" |
*
* @param {Coursenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursenotfound2 = /** @type {((inputs?: Coursenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("coursenotfound2", en_coursenotfound2));
export { coursenotfound2 as "courseNotFound" }