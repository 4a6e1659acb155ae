/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchwork3Inputs */

const en_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your work. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your work. Please try again." |
*
* @param {Failedtofetchwork3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchwork3 = /** @type {((inputs?: Failedtofetchwork3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchwork3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchwork3", en_failedtofetchwork3));
export { failedtofetchwork3 as "failedToFetchWork" }