/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecontributionfailed2Inputs */

const en_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score contribution. Please try again." |
*
* @param {Scorecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecontributionfailed2 = /** @type {((inputs?: Scorecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("scorecontributionfailed2", en_scorecontributionfailed2));
export { scorecontributionfailed2 as "scoreContributionFailed" }