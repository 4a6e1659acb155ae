/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecontributionfailed2Inputs */

const en_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update contribution. Please try again." |
*
* @param {Updatecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecontributionfailed2 = /** @type {((inputs?: Updatecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updatecontributionfailed2", en_updatecontributionfailed2));
export { updatecontributionfailed2 as "updateContributionFailed" }