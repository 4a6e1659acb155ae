/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notassigned1Inputs */

const en_notassigned1 = /** @type {(inputs: Notassigned1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not assigned`)
};

/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Notassigned1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notassigned1 = /** @type {((inputs?: Notassigned1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notassigned1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("notassigned1", en_notassigned1));
export { notassigned1 as "notAssigned" }