/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navinstructordesk2Inputs */

const en_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor Desk`)
};

/**
* | output |
* | --- |
* | "Instructor Desk" |
*
* @param {Navinstructordesk2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navinstructordesk2 = /** @type {((inputs?: Navinstructordesk2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navinstructordesk2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navinstructordesk2", en_navinstructordesk2));
export { navinstructordesk2 as "navInstructorDesk" }