/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupdocumenttitle3Inputs */

const en_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Signupdocumenttitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupdocumenttitle3 = /** @type {((inputs?: Signupdocumenttitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupdocumenttitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupdocumenttitle3", en_signupdocumenttitle3));
export { signupdocumenttitle3 as "signUpDocumentTitle" }