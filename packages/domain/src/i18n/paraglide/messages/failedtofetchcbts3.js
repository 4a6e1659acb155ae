/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcbts3Inputs */

const en_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cbts.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cbts." |
*
* @param {Failedtofetchcbts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcbts3 = /** @type {((inputs?: Failedtofetchcbts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcbts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcbts3", en_failedtofetchcbts3));
export { failedtofetchcbts3 as "failedToFetchCbts" }