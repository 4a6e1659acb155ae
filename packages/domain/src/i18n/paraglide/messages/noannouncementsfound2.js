/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noannouncementsfound2Inputs */

const en_noannouncementsfound2 = /** @type {(inputs: Noannouncementsfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No announcements found`)
};

/**
* | output |
* | --- |
* | "No announcements found" |
*
* @param {Noannouncementsfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noannouncementsfound2 = /** @type {((inputs?: Noannouncementsfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noannouncementsfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noannouncementsfound2", en_noannouncementsfound2));
export { noannouncementsfound2 as "noAnnouncementsFound" }