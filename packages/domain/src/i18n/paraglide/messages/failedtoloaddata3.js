/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddata3Inputs */

const en_failedtoloaddata3 = /** @type {(inputs: Failedtoloaddata3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data`)
};

/**
* | output |
* | --- |
* | "Failed to load data" |
*
* @param {Failedtoloaddata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddata3 = /** @type {((inputs?: Failedtoloaddata3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddata3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtoloaddata3", en_failedtoloaddata3));
export { failedtoloaddata3 as "failedToLoadData" }