/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pastdue1Inputs */

const en_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Due`)
};

/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Pastdue1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const pastdue1 = /** @type {((inputs?: Pastdue1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pastdue1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("pastdue1", en_pastdue1));
export { pastdue1 as "pastDue" }