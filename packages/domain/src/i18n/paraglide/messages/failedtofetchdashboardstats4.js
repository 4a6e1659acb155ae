/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchdashboardstats4Inputs */

const en_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch dashboard statistics`)
};

/**
* | output |
* | --- |
* | "Failed to fetch dashboard statistics" |
*
* @param {Failedtofetchdashboardstats4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchdashboardstats4 = /** @type {((inputs?: Failedtofetchdashboardstats4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchdashboardstats4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchdashboardstats4", en_failedtofetchdashboardstats4));
export { failedtofetchdashboardstats4 as "failedToFetchDashboardStats" }