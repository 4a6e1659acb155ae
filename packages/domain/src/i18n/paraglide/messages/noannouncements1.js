/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Noannouncements1Inputs */

const en_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`No general announcements available.`);
	return /** @type {LocalizedString} */ (`No user-specific announcements available.`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "general" | "No general announcements available." |
* | * | "No user-specific announcements available." |
*
* @param {Noannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noannouncements1 = /** @type {((inputs: Noannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noannouncements1", en_noannouncements1));
export { noannouncements1 as "noAnnouncements" }