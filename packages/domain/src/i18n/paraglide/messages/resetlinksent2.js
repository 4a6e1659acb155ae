/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetlinksent2Inputs */

const en_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link has been sent to your email!`)
};

/**
* | output |
* | --- |
* | "Reset link has been sent to your email!" |
*
* @param {Resetlinksent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetlinksent2 = /** @type {((inputs?: Resetlinksent2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetlinksent2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetlinksent2", en_resetlinksent2));
export { resetlinksent2 as "resetLinkSent" }