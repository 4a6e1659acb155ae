/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubmitting2Inputs */

const en_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Account...`)
};

/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Signupsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubmitting2 = /** @type {((inputs?: Signupsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupsubmitting2", en_signupsubmitting2));
export { signupsubmitting2 as "signUpSubmitting" }