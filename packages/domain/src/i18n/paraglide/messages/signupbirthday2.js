/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupbirthday2Inputs */

const en_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birthday`)
};

/**
* | output |
* | --- |
* | "Birthday" |
*
* @param {Signupbirthday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupbirthday2 = /** @type {((inputs?: Signupbirthday2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupbirthday2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupbirthday2", en_signupbirthday2));
export { signupbirthday2 as "signUpBirthday" }