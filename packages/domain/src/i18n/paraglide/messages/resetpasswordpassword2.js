/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordpassword2Inputs */

const en_resetpasswordpassword2 = /** @type {(inputs: Resetpasswordpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Resetpasswordpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordpassword2 = /** @type {((inputs?: Resetpasswordpassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordpassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordpassword2", en_resetpasswordpassword2));
export { resetpasswordpassword2 as "resetPasswordPassword" }