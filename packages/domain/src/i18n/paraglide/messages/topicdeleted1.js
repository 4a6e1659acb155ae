/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicdeleted1Inputs */

const en_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Topic deleted successfully!" |
*
* @param {Topicdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicdeleted1 = /** @type {((inputs?: Topicdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("topicdeleted1", en_topicdeleted1));
export { topicdeleted1 as "topicDeleted" }