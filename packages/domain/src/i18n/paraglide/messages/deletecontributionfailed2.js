/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecontributionfailed2Inputs */

const en_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete contribution. Please try again." |
*
* @param {Deletecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecontributionfailed2 = /** @type {((inputs?: Deletecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deletecontributionfailed2", en_deletecontributionfailed2));
export { deletecontributionfailed2 as "deleteContributionFailed" }