/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passwordsdonotmatch3Inputs */

const en_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Passwordsdonotmatch3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const passwordsdonotmatch3 = /** @type {((inputs?: Passwordsdonotmatch3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passwordsdonotmatch3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("passwordsdonotmatch3", en_passwordsdonotmatch3));
export { passwordsdonotmatch3 as "passwordsDoNotMatch" }