/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordbacktologin4Inputs */

const en_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Resetpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordbacktologin4 = /** @type {((inputs?: Resetpasswordbacktologin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordbacktologin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordbacktologin4", en_resetpasswordbacktologin4));
export { resetpasswordbacktologin4 as "resetPasswordBackToLogin" }