/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncementstryagain5Inputs */

const en_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements. Please try again." |
*
* @param {Failedtofetchannouncementstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncementstryagain5 = /** @type {((inputs?: Failedtofetchannouncementstryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncementstryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("failedtofetchannouncementstryagain5", en_failedtofetchannouncementstryagain5));
export { failedtofetchannouncementstryagain5 as "failedToFetchAnnouncementsTryAgain" }