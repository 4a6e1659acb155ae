/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navopenmenu2Inputs */

const en_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Navopenmenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navopenmenu2 = /** @type {((inputs?: Navopenmenu2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navopenmenu2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navopenmenu2", en_navopenmenu2));
export { navopenmenu2 as "navOpenMenu" }