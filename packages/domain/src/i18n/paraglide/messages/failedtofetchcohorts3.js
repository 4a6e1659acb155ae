/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohorts3Inputs */

const en_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts" |
*
* @param {Failedtofetchcohorts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohorts3 = /** @type {((inputs?: Failedtofetchcohorts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohorts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchcohorts3", en_failedtofetchcohorts3));
export { failedtofetchcohorts3 as "failedToFetchCohorts" }