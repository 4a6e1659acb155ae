/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassscheduled2Inputs */

const en_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class scheduled successfully!`)
};

/**
* | output |
* | --- |
* | "Live class scheduled successfully!" |
*
* @param {Liveclassscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassscheduled2 = /** @type {((inputs?: Liveclassscheduled2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassscheduled2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("liveclassscheduled2", en_liveclassscheduled2));
export { liveclassscheduled2 as "liveClassScheduled" }