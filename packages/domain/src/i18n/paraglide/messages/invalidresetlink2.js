/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlink2Inputs */

const en_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link`)
};

/**
* | output |
* | --- |
* | "Invalid reset link" |
*
* @param {Invalidresetlink2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlink2 = /** @type {((inputs?: Invalidresetlink2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlink2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("invalidresetlink2", en_invalidresetlink2));
export { invalidresetlink2 as "invalidResetLink" }