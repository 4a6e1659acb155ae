/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionrevokewarning2Inputs */

const en_extensionrevokewarning2 = /** @type {(inputs: Extensionrevokewarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item's own due date applies to them again.`)
};

/**
* | output |
* | --- |
* | "The item's own due date applies to them again." |
*
* @param {Extensionrevokewarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevokewarning2 = /** @type {((inputs?: Extensionrevokewarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevokewarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevokewarning2", en_extensionrevokewarning2));
export { extensionrevokewarning2 as "extensionRevokeWarning" }