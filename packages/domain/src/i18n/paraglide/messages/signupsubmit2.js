/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubmit2Inputs */

const en_signupsubmit2 = /** @type {(inputs: Signupsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Signupsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubmit2 = /** @type {((inputs?: Signupsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupsubmit2", en_signupsubmit2));
export { signupsubmit2 as "signUpSubmit" }