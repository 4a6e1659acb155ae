/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Yesdelete1Inputs */

const en_yesdelete1 = /** @type {(inputs: Yesdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Delete`)
};

/**
* | output |
* | --- |
* | "Yes, Delete" |
*
* @param {Yesdelete1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yesdelete1 = /** @type {((inputs?: Yesdelete1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yesdelete1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("yesdelete1", en_yesdelete1));
export { yesdelete1 as "yesDelete" }