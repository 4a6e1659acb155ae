/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseinfonotfound3Inputs */

const en_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course information not found!`)
};

/**
* | output |
* | --- |
* | "Course information not found!" |
*
* @param {Courseinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseinfonotfound3 = /** @type {((inputs?: Courseinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("courseinfonotfound3", en_courseinfonotfound3));
export { courseinfonotfound3 as "courseInfoNotFound" }