/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsaving2Inputs */

const en_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving Changes...`)
};

/**
* | output |
* | --- |
* | "Saving Changes..." |
*
* @param {Signupsaving2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsaving2 = /** @type {((inputs?: Signupsaving2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsaving2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupsaving2", en_signupsaving2));
export { signupsaving2 as "signUpSaving" }