/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchliveclasses4Inputs */

const en_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch live classes. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch live classes. Please try again." |
*
* @param {Failedtofetchliveclasses4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchliveclasses4 = /** @type {((inputs?: Failedtofetchliveclasses4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchliveclasses4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchliveclasses4", en_failedtofetchliveclasses4));
export { failedtofetchliveclasses4 as "failedToFetchLiveClasses" }