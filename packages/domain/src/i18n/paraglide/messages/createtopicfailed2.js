/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createtopicfailed2Inputs */

const en_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create topic. Please try again." |
*
* @param {Createtopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createtopicfailed2 = /** @type {((inputs?: Createtopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createtopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createtopicfailed2", en_createtopicfailed2));
export { createtopicfailed2 as "createTopicFailed" }