/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Extensionrevokelabel2Inputs */

const en_extensionrevokelabel2 = /** @type {(inputs: Extensionrevokelabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the extension of ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Revoke the extension of {name}" |
*
* @param {Extensionrevokelabel2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevokelabel2 = /** @type {((inputs: Extensionrevokelabel2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevokelabel2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevokelabel2", en_extensionrevokelabel2));
export { extensionrevokelabel2 as "extensionRevokeLabel" }