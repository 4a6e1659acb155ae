/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubmit2Inputs */

const en_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubmit2 = /** @type {((inputs?: Resetpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordsubmit2", en_resetpasswordsubmit2));
export { resetpasswordsubmit2 as "resetPasswordSubmit" }