/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionstudent1Inputs */

const en_extensionstudent1 = /** @type {(inputs: Extensionstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Extensionstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionstudent1 = /** @type {((inputs?: Extensionstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionstudent1", en_extensionstudent1));
export { extensionstudent1 as "extensionStudent" }