/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectrole3Inputs */

const en_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a role`)
};

/**
* | output |
* | --- |
* | "Select a role" |
*
* @param {Signupselectrole3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectrole3 = /** @type {((inputs?: Signupselectrole3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectrole3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signupselectrole3", en_signupselectrole3));
export { signupselectrole3 as "signUpSelectRole" }