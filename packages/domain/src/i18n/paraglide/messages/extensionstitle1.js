/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionstitle1Inputs */

const en_extensionstitle1 = /** @type {(inputs: Extensionstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extensions`)
};

/**
* | output |
* | --- |
* | "Extensions" |
*
* @param {Extensionstitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionstitle1 = /** @type {((inputs?: Extensionstitle1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionstitle1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionstitle1", en_extensionstitle1));
export { extensionstitle1 as "extensionsTitle" }