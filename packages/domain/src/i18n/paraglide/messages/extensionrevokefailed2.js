/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionrevokefailed2Inputs */

const en_extensionrevokefailed2 = /** @type {(inputs: Extensionrevokefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to revoke the extension. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to revoke the extension. Please try again." |
*
* @param {Extensionrevokefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevokefailed2 = /** @type {((inputs?: Extensionrevokefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevokefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevokefailed2", en_extensionrevokefailed2));
export { extensionrevokefailed2 as "extensionRevokeFailed" }