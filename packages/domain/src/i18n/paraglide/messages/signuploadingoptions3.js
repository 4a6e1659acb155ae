/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuploadingoptions3Inputs */

const en_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading roles and cohorts...`)
};

/**
* | output |
* | --- |
* | "Loading roles and cohorts..." |
*
* @param {Signuploadingoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuploadingoptions3 = /** @type {((inputs?: Signuploadingoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuploadingoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("signuploadingoptions3", en_signuploadingoptions3));
export { signuploadingoptions3 as "signUpLoadingOptions" }