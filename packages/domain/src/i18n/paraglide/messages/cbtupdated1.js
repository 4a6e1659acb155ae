/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtupdated1Inputs */

const en_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt updated successfully!`)
};

/**
* | output |
* | --- |
* | "Cbt updated successfully!" |
*
* @param {Cbtupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtupdated1 = /** @type {((inputs?: Cbtupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("cbtupdated1", en_cbtupdated1));
export { cbtupdated1 as "cbtUpdated" }