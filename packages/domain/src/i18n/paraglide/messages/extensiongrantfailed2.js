/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensiongrantfailed2Inputs */

const en_extensiongrantfailed2 = /** @type {(inputs: Extensiongrantfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to grant the extension. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to grant the extension. Please try again." |
*
* @param {Extensiongrantfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensiongrantfailed2 = /** @type {((inputs?: Extensiongrantfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensiongrantfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensiongrantfailed2", en_extensiongrantfailed2));
export { extensiongrantfailed2 as "extensionGrantFailed" }