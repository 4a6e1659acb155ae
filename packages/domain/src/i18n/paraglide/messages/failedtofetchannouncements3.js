/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncements3Inputs */

const en_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements" |
*
* @param {Failedtofetchannouncements3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncements3 = /** @type {((inputs?: Failedtofetchannouncements3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncements3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchannouncements3", en_failedtofetchannouncements3));
export { failedtofetchannouncements3 as "failedToFetchAnnouncements" }