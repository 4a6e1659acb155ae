/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unknownstudent1Inputs */

const en_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown Student`)
};

/**
* | output |
* | --- |
* | "Unknown Student" |
*
* @param {Unknownstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const unknownstudent1 = /** @type {((inputs?: Unknownstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unknownstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("unknownstudent1", en_unknownstudent1));
export { unknownstudent1 as "unknownStudent" }