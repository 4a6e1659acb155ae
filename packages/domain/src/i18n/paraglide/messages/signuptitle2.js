/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuptitle2Inputs */

const en_signuptitle2 = /** @type {(inputs: Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Signuptitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuptitle2 = /** @type {((inputs?: Signuptitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuptitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signuptitle2", en_signuptitle2));
export { signuptitle2 as "signUpTitle" }