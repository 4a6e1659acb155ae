/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupconfirmpassword3Inputs */

const en_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Signupconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupconfirmpassword3 = /** @type {((inputs?: Signupconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupconfirmpassword3", en_signupconfirmpassword3));
export { signupconfirmpassword3 as "signUpConfirmPassword" }