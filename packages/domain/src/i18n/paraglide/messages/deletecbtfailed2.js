/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecbtfailed2Inputs */

const en_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete cbt. Please try again." |
*
* @param {Deletecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecbtfailed2 = /** @type {((inputs?: Deletecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deletecbtfailed2", en_deletecbtfailed2));
export { deletecbtfailed2 as "deleteCbtFailed" }