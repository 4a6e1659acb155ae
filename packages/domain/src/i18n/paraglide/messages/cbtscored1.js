/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtscored1Inputs */

const en_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt scored successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt scored successfully!" |
*
* @param {Cbtscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtscored1 = /** @type {((inputs?: Cbtscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("cbtscored1", en_cbtscored1));
export { cbtscored1 as "cbtScored" }