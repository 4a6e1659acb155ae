/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementdeleted1Inputs */

const en_announcementdeleted1 = /** @type {(inputs: Announcementdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Announcement deleted successfully!" |
*
* @param {Announcementdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementdeleted1 = /** @type {((inputs?: Announcementdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("announcementdeleted1", en_announcementdeleted1));
export { announcementdeleted1 as "announcementDeleted" }