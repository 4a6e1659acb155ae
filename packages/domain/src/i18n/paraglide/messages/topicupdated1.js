/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicupdated1Inputs */

const en_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic updated successfully!`)
};

/**
* | output |
* | --- |
* | "Topic updated successfully!" |
*
* @param {Topicupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicupdated1 = /** @type {((inputs?: Topicupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("topicupdated1", en_topicupdated1));
export { topicupdated1 as "topicUpdated" }