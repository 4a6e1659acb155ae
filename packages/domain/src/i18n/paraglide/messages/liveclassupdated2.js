/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassupdated2Inputs */

const en_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class updated successfully!`)
};

/**
* | output |
* | --- |
* | "Live class updated successfully!" |
*
* @param {Liveclassupdated2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassupdated2 = /** @type {((inputs?: Liveclassupdated2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassupdated2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("liveclassupdated2", en_liveclassupdated2));
export { liveclassupdated2 as "liveClassUpdated" }