/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsubmitting1Inputs */

const en_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Loginsubmitting1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsubmitting1 = /** @type {((inputs?: Loginsubmitting1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsubmitting1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loginsubmitting1", en_loginsubmitting1));
export { loginsubmitting1 as "loginSubmitting" }