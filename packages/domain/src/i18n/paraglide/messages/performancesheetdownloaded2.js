/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Performancesheetdownloaded2Inputs */

const en_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance sheet downloaded successfully!`)
};

/**
* | output |
* | --- |
* | "Performance sheet downloaded successfully!" |
*
* @param {Performancesheetdownloaded2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const performancesheetdownloaded2 = /** @type {((inputs?: Performancesheetdownloaded2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Performancesheetdownloaded2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("performancesheetdownloaded2", en_performancesheetdownloaded2));
export { performancesheetdownloaded2 as "performanceSheetDownloaded" }