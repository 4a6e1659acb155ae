/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassdeleted2Inputs */

const en_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Live class deleted successfully!" |
*
* @param {Liveclassdeleted2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassdeleted2 = /** @type {((inputs?: Liveclassdeleted2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassdeleted2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("liveclassdeleted2", en_liveclassdeleted2));
export { liveclassdeleted2 as "liveClassDeleted" }