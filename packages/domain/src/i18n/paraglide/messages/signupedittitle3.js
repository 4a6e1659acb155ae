/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupedittitle3Inputs */

const en_signupedittitle3 = /** @type {(inputs: Signupedittitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Signupedittitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupedittitle3 = /** @type {((inputs?: Signupedittitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupedittitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupedittitle3", en_signupedittitle3));
export { signupedittitle3 as "signUpEditTitle" }