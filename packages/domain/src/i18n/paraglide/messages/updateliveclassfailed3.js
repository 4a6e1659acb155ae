/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateliveclassfailed3Inputs */

const en_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update live class. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update live class. Please try again." |
*
* @param {Updateliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateliveclassfailed3 = /** @type {((inputs?: Updateliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updateliveclassfailed3", en_updateliveclassfailed3));
export { updateliveclassfailed3 as "updateLiveClassFailed" }