/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseupdated1Inputs */

const en_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course updated successfully!`)
};

/**
* | output |
* | --- |
* | "Course updated successfully!" |
*
* @param {Courseupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseupdated1 = /** @type {((inputs?: Courseupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("courseupdated1", en_courseupdated1));
export { courseupdated1 as "courseUpdated" }