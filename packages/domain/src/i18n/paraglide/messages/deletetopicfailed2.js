/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletetopicfailed2Inputs */

const en_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete topic. Please try again." |
*
* @param {Deletetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletetopicfailed2 = /** @type {((inputs?: Deletetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deletetopicfailed2", en_deletetopicfailed2));
export { deletetopicfailed2 as "deleteTopicFailed" }