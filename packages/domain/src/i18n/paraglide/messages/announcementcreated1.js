/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementcreated1Inputs */

const en_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement created successfully!`)
};

/**
* | output |
* | --- |
* | "Announcement created successfully!" |
*
* @param {Announcementcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementcreated1 = /** @type {((inputs?: Announcementcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("announcementcreated1", en_announcementcreated1));
export { announcementcreated1 as "announcementCreated" }