/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionrevoke1Inputs */

const en_extensionrevoke1 = /** @type {(inputs: Extensionrevoke1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Extensionrevoke1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevoke1 = /** @type {((inputs?: Extensionrevoke1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevoke1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevoke1", en_extensionrevoke1));
export { extensionrevoke1 as "extensionRevoke" }