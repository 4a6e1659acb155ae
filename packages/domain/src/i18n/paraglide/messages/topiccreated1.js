/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topiccreated1Inputs */

const en_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic created successfully!`)
};

/**
* | output |
* | --- |
* | "Topic created successfully!" |
*
* @param {Topiccreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topiccreated1 = /** @type {((inputs?: Topiccreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topiccreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("topiccreated1", en_topiccreated1));
export { topiccreated1 as "topicCreated" }