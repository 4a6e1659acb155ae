/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcontributionfailed2Inputs */

const en_createcontributionfailed2 = /** @type {(inputs: Createcontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create contribution. Please try again." |
*
* @param {Createcontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcontributionfailed2 = /** @type {((inputs?: Createcontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createcontributionfailed2", en_createcontributionfailed2));
export { createcontributionfailed2 as "createContributionFailed" }