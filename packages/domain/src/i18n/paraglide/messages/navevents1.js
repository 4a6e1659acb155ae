/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navevents1Inputs */

const en_navevents1 = /** @type {(inputs: Navevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Navevents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navevents1 = /** @type {((inputs?: Navevents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navevents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navevents1", en_navevents1));
export { navevents1 as "navEvents" }