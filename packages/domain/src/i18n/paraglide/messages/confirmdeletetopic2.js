/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletetopic2Inputs */

const en_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this topic?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this topic?" |
*
* @param {Confirmdeletetopic2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletetopic2 = /** @type {((inputs?: Confirmdeletetopic2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletetopic2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeletetopic2", en_confirmdeletetopic2));
export { confirmdeletetopic2 as "confirmDeleteTopic" }