/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcontributions3Inputs */

const en_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch contributions. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch contributions. Please try again." |
*
* @param {Failedtofetchcontributions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcontributions3 = /** @type {((inputs?: Failedtofetchcontributions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcontributions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcontributions3", en_failedtofetchcontributions3));
export { failedtofetchcontributions3 as "failedToFetchContributions" }