/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtcreated1Inputs */

const en_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt created successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt created successfully!" |
*
* @param {Cbtcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtcreated1 = /** @type {((inputs?: Cbtcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("cbtcreated1", en_cbtcreated1));
export { cbtcreated1 as "cbtCreated" }