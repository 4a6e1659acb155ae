/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordconfirmpassword3Inputs */

const en_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Resetpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordconfirmpassword3 = /** @type {((inputs?: Resetpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordconfirmpassword3", en_resetpasswordconfirmpassword3));
export { resetpasswordconfirmpassword3 as "resetPasswordConfirmPassword" }