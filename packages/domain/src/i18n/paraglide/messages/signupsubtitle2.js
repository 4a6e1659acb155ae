/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubtitle2Inputs */

const en_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Signupsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubtitle2 = /** @type {((inputs?: Signupsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupsubtitle2", en_signupsubtitle2));
export { signupsubtitle2 as "signUpSubtitle" }