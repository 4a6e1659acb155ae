/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementupdated1Inputs */

const en_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement updated successfully!`)
};

/**
* | output |
* | --- |
* | "Announcement updated successfully!" |
*
* @param {Announcementupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementupdated1 = /** @type {((inputs?: Announcementupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("announcementupdated1", en_announcementupdated1));
export { announcementupdated1 as "announcementUpdated" }