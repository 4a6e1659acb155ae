/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecbtfailed2Inputs */

const en_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update cbt. Please try again." |
*
* @param {Updatecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecbtfailed2 = /** @type {((inputs?: Updatecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updatecbtfailed2", en_updatecbtfailed2));
export { updatecbtfailed2 as "updateCbtFailed" }