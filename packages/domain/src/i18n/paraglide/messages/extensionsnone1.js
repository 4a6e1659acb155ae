/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionsnone1Inputs */

const en_extensionsnone1 = /** @type {(inputs: Extensionsnone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No student has an extension for this item.`)
};

/**
* | output |
* | --- |
* | "No student has an extension for this item." |
*
* @param {Extensionsnone1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionsnone1 = /** @type {((inputs?: Extensionsnone1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionsnone1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionsnone1", en_extensionsnone1));
export { extensionsnone1 as "extensionsNone" }