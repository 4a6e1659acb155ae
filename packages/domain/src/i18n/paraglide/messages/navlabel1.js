/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navlabel1Inputs */

const en_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal`)
};

/**
* | output |
* | --- |
* | "Portal" |
*
* @param {Navlabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navlabel1 = /** @type {((inputs?: Navlabel1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navlabel1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navlabel1", en_navlabel1));
export { navlabel1 as "navLabel" }