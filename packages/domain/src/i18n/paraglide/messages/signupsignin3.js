/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsignin3Inputs */

const en_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Signupsignin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsignin3 = /** @type {((inputs?: Signupsignin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsignin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupsignin3", en_signupsignin3));
export { signupsignin3 as "signUpSignIn" }