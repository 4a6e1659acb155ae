/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchdata3Inputs */

const en_failedtofetchdata3 = /** @type {(inputs: Failedtofetchdata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch data`)
};

/**
* | output |
* | --- |
* | "Failed to fetch data" |
*
* @param {Failedtofetchdata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchdata3 = /** @type {((inputs?: Failedtofetchdata3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchdata3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchdata3", en_failedtofetchdata3));
export { failedtofetchdata3 as "failedToFetchData" }