/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursecreated1Inputs */

const en_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course created successfully!`)
};

/**
* | output |
* | --- |
* | "Course created successfully!" |
*
* @param {Coursecreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursecreated1 = /** @type {((inputs?: Coursecreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursecreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("coursecreated1", en_coursecreated1));
export { coursecreated1 as "courseCreated" }