/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordconfirmpassword3Inputs */

const en_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Setpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordconfirmpassword3 = /** @type {((inputs?: Setpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("setpasswordconfirmpassword3", en_setpasswordconfirmpassword3));
export { setpasswordconfirmpassword3 as "setPasswordConfirmPassword" }