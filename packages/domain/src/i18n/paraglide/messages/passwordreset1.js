/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passwordreset1Inputs */

const en_passwordreset1 = /** @type {(inputs: Passwordreset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password has been reset successfully!`)
};

/**
* | output |
* | --- |
* | "Password has been reset successfully!" |
*
* @param {Passwordreset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const passwordreset1 = /** @type {((inputs?: Passwordreset1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passwordreset1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("passwordreset1", en_passwordreset1));
export { passwordreset1 as "passwordReset" }