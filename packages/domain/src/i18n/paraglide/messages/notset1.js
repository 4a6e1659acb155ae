/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notset1Inputs */

const en_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Notset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notset1 = /** @type {((inputs?: Notset1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notset1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("notset1", en_notset1));
export { notset1 as "notSet" }