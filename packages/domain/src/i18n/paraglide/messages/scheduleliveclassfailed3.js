/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scheduleliveclassfailed3Inputs */

const en_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to schedule live class. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to schedule live class. Please try again." |
*
* @param {Scheduleliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scheduleliveclassfailed3 = /** @type {((inputs?: Scheduleliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scheduleliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("scheduleliveclassfailed3", en_scheduleliveclassfailed3));
export { scheduleliveclassfailed3 as "scheduleLiveClassFailed" }