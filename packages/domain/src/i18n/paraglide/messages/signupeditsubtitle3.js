/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupeditsubtitle3Inputs */

const en_signupeditsubtitle3 = /** @type {(inputs: Signupeditsubtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your profile information`)
};

/**
* | output |
* | --- |
* | "Update your profile information" |
*
* @param {Signupeditsubtitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupeditsubtitle3 = /** @type {((inputs?: Signupeditsubtitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupeditsubtitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupeditsubtitle3", en_signupeditsubtitle3));
export { signupeditsubtitle3 as "signUpEditSubtitle" }