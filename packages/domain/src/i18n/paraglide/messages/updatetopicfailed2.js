/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatetopicfailed2Inputs */

const en_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update topic. Please try again." |
*
* @param {Updatetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatetopicfailed2 = /** @type {((inputs?: Updatetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updatetopicfailed2", en_updatetopicfailed2));
export { updatetopicfailed2 as "updateTopicFailed" }