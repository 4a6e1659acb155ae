/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohortsdot4Inputs */

const en_failedtofetchcohortsdot4 = /** @type {(inputs: Failedtofetchcohortsdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts." |
*
* @param {Failedtofetchcohortsdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohortsdot4 = /** @type {((inputs?: Failedtofetchcohortsdot4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohortsdot4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcohortsdot4", en_failedtofetchcohortsdot4));
export { failedtofetchcohortsdot4 as "failedToFetchCohortsDot" }