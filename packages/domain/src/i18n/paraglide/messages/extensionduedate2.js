/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionduedate2Inputs */

const en_extensionduedate2 = /** @type {(inputs: Extensionduedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Due Date`)
};

/**
* | output |
* | --- |
* | "New Due Date" |
*
* @param {Extensionduedate2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionduedate2 = /** @type {((inputs?: Extensionduedate2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionduedate2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionduedate2", en_extensionduedate2));
export { extensionduedate2 as "extensionDueDate" }