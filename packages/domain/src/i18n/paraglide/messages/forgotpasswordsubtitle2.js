/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubtitle2Inputs */

const en_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we'll send you a link to reset your password.`)
};

/**
* | output |
* | --- |
* | "Enter your email address and we'll send you a link to reset your password." |
*
* @param {Forgotpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubtitle2 = /** @type {((inputs?: Forgotpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordsubtitle2", en_forgotpasswordsubtitle2));
export { forgotpasswordsubtitle2 as "forgotPasswordSubtitle" }