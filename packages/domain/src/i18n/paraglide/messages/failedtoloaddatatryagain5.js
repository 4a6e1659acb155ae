/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtoloaddatatryagain5Inputs */

const en_failedtoloaddatatryagain5 = /** @type {(inputs: Failedtoloaddatatryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load data. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to load data. Please try again." |
*
* @param {Failedtoloaddatatryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtoloaddatatryagain5 = /** @type {((inputs?: Failedtoloaddatatryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtoloaddatatryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtoloaddatatryagain5", en_failedtoloaddatatryagain5));
export { failedtoloaddatatryagain5 as "failedToLoadDataTryAgain" }