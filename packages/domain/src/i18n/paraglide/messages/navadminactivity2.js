/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminactivity2Inputs */

const en_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity Log`)
};

/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Navadminactivity2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminactivity2 = /** @type {((inputs?: Navadminactivity2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminactivity2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navadminactivity2", en_navadminactivity2));
export { navadminactivity2 as "navAdminActivity" }