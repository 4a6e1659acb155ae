/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingannouncements1Inputs */

const en_loadingannouncements1 = /** @type {(inputs: Loadingannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading announcements...`)
};

/**
* | output |
* | --- |
* | "Loading announcements..." |
*
* @param {Loadingannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingannouncements1 = /** @type {((inputs?: Loadingannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingannouncements1", en_loadingannouncements1));
export { loadingannouncements1 as "loadingAnnouncements" }