/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordsubmit2Inputs */

const en_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set Password`)
};

/**
* | output |
* | --- |
* | "Set Password" |
*
* @param {Setpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordsubmit2 = /** @type {((inputs?: Setpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("setpasswordsubmit2", en_setpasswordsubmit2));
export { setpasswordsubmit2 as "setPasswordSubmit" }