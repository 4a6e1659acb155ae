/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Userrolenotfound3Inputs */

const en_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User role not found. Please login again.`)
};

/**
* | output |
* | --- |
* | "User role not found. Please login again." |
*
* @param {Userrolenotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const userrolenotfound3 = /** @type {((inputs?: Userrolenotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Userrolenotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("userrolenotfound3", en_userrolenotfound3));
export { userrolenotfound3 as "userRoleNotFound" }