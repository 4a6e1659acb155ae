/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteliveclassfailed3Inputs */

const en_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete live class. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete live class. Please try again." |
*
* @param {Deleteliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteliveclassfailed3 = /** @type {((inputs?: Deleteliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deleteliveclassfailed3", en_deleteliveclassfailed3));
export { deleteliveclassfailed3 as "deleteLiveClassFailed" }