/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuprole2Inputs */

const en_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role ID`)
};

/**
* | output |
* | --- |
* | "Role ID" |
*
* @param {Signuprole2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuprole2 = /** @type {((inputs?: Signuprole2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuprole2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signuprole2", en_signuprole2));
export { signuprole2 as "signUpRole" }