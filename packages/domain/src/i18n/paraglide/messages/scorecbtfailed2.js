/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecbtfailed2Inputs */

const en_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score cbt. Please try again." |
*
* @param {Scorecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecbtfailed2 = /** @type {((inputs?: Scorecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("scorecbtfailed2", en_scorecbtfailed2));
export { scorecbtfailed2 as "scoreCbtFailed" }