/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noresponse1Inputs */

const en_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No response from server. Please check your internet connection.`)
};

/**
* | output |
* | --- |
* | "No response from server. Please check your internet connection." |
*
* @param {Noresponse1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noresponse1 = /** @type {((inputs?: Noresponse1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noresponse1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noresponse1", en_noresponse1));
export { noresponse1 as "noResponse" }