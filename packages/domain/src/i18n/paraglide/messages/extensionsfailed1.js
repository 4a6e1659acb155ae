/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionsfailed1Inputs */

const en_extensionsfailed1 = /** @type {(inputs: Extensionsfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch extensions. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch extensions. Please try again." |
*
* @param {Extensionsfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionsfailed1 = /** @type {((inputs?: Extensionsfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionsfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionsfailed1", en_extensionsfailed1));
export { extensionsfailed1 as "extensionsFailed" }