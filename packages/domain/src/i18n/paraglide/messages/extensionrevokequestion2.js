/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Extensionrevokequestion2Inputs */

const en_extensionrevokequestion2 = /** @type {(inputs: Extensionrevokequestion2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the extension of ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Revoke the extension of {name}?" |
*
* @param {Extensionrevokequestion2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevokequestion2 = /** @type {((inputs: Extensionrevokequestion2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevokequestion2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevokequestion2", en_extensionrevokequestion2));
export { extensionrevokequestion2 as "extensionRevokeQuestion" }