/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmlogout1Inputs */

const en_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to logout?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to logout?" |
*
* @param {Confirmlogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmlogout1 = /** @type {((inputs?: Confirmlogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmlogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmlogout1", en_confirmlogout1));
export { confirmlogout1 as "confirmLogout" }