/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensiongranting1Inputs */

const en_extensiongranting1 = /** @type {(inputs: Extensiongranting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Granting Extension...`)
};

/**
* | output |
* | --- |
* | "Granting Extension..." |
*
* @param {Extensiongranting1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensiongranting1 = /** @type {((inputs?: Extensiongranting1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensiongranting1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensiongranting1", en_extensiongranting1));
export { extensiongranting1 as "extensionGranting" }