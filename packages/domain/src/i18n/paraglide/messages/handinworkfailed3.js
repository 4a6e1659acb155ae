/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Handinworkfailed3Inputs */

const en_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to hand in your work. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to hand in your work. Please try again." |
*
* @param {Handinworkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const handinworkfailed3 = /** @type {((inputs?: Handinworkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Handinworkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("handinworkfailed3", en_handinworkfailed3));
export { handinworkfailed3 as "handInWorkFailed" }