/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminenrol2Inputs */

const en_navadminenrol2 = /** @type {(inputs: Navadminenrol2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol from CSV`)
};

/**
* | output |
* | --- |
* | "Enrol from CSV" |
*
* @param {Navadminenrol2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminenrol2 = /** @type {((inputs?: Navadminenrol2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminenrol2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navadminenrol2", en_navadminenrol2));
export { navadminenrol2 as "navAdminEnrol" }