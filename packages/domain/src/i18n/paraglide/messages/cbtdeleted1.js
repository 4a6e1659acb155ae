/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtdeleted1Inputs */

const en_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt deleted successfully!" |
*
* @param {Cbtdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtdeleted1 = /** @type {((inputs?: Cbtdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("cbtdeleted1", en_cbtdeleted1));
export { cbtdeleted1 as "cbtDeleted" }