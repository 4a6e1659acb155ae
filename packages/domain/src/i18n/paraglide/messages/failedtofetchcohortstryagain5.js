/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohortstryagain5Inputs */

const en_failedtofetchcohortstryagain5 = /** @type {(inputs: Failedtofetchcohortstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts. Please try again." |
*
* @param {Failedtofetchcohortstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohortstryagain5 = /** @type {((inputs?: Failedtofetchcohortstryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohortstryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcohortstryagain5", en_failedtofetchcohortstryagain5));
export { failedtofetchcohortstryagain5 as "failedToFetchCohortsTryAgain" }