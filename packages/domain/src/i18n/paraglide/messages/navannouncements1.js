/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navannouncements1Inputs */

const en_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcements`)
};

/**
* | output |
* | --- |
* | "Announcements" |
*
* @param {Navannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navannouncements1 = /** @type {((inputs?: Navannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navannouncements1", en_navannouncements1));
export { navannouncements1 as "navAnnouncements" }