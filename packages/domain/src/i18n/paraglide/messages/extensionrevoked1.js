/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionrevoked1Inputs */

const en_extensionrevoked1 = /** @type {(inputs: Extensionrevoked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extension revoked successfully`)
};

/**
* | output |
* | --- |
* | "Extension revoked successfully" |
*
* @param {Extensionrevoked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionrevoked1 = /** @type {((inputs?: Extensionrevoked1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionrevoked1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionrevoked1", en_extensionrevoked1));
export { extensionrevoked1 as "extensionRevoked" }