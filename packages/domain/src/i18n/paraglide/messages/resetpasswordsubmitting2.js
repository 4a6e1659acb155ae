/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubmitting2Inputs */

const en_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting...`)
};

/**
* | output |
* | --- |
* | "Resetting..." |
*
* @param {Resetpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubmitting2 = /** @type {((inputs?: Resetpasswordsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordsubmitting2", en_resetpasswordsubmitting2));
export { resetpasswordsubmitting2 as "resetPasswordSubmitting" }