/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordemail2Inputs */

const en_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Forgotpasswordemail2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordemail2 = /** @type {((inputs?: Forgotpasswordemail2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordemail2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordemail2", en_forgotpasswordemail2));
export { forgotpasswordemail2 as "forgotPasswordEmail" }