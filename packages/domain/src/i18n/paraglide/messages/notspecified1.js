/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notspecified1Inputs */

const en_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not specified`)
};

/**
* | output |
* | --- |
* | "Not specified" |
*
* @param {Notspecified1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notspecified1 = /** @type {((inputs?: Notspecified1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notspecified1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("notspecified1", en_notspecified1));
export { notspecified1 as "notSpecified" }