/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noliveclassestoday3Inputs */

const en_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live classes scheduled for today.`)
};

/**
* | output |
* | --- |
* | "No live classes scheduled for today." |
*
* @param {Noliveclassestoday3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noliveclassestoday3 = /** @type {((inputs?: Noliveclassestoday3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noliveclassestoday3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noliveclassestoday3", en_noliveclassestoday3));
export { noliveclassestoday3 as "noLiveClassesToday" }