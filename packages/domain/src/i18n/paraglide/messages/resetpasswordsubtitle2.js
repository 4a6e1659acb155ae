/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubtitle2Inputs */

const en_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Resetpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubtitle2 = /** @type {((inputs?: Resetpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordsubtitle2", en_resetpasswordsubtitle2));
export { resetpasswordsubtitle2 as "resetPasswordSubtitle" }