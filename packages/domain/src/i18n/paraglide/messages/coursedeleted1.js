/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursedeleted1Inputs */

const en_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Course deleted successfully!" |
*
* @param {Coursedeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursedeleted1 = /** @type {((inputs?: Coursedeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursedeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("coursedeleted1", en_coursedeleted1));
export { coursedeleted1 as "courseDeleted" }