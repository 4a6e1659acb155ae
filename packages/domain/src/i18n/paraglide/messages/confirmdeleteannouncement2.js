/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteannouncement2Inputs */

const en_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this announcement?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this announcement?" |
*
* @param {Confirmdeleteannouncement2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteannouncement2 = /** @type {((inputs?: Confirmdeleteannouncement2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteannouncement2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeleteannouncement2", en_confirmdeleteannouncement2));
export { confirmdeleteannouncement2 as "confirmDeleteAnnouncement" }