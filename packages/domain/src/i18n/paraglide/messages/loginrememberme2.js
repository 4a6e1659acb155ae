/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginrememberme2Inputs */

const en_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Loginrememberme2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginrememberme2 = /** @type {((inputs?: Loginrememberme2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginrememberme2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loginrememberme2", en_loginrememberme2));
export { loginrememberme2 as "loginRememberMe" }