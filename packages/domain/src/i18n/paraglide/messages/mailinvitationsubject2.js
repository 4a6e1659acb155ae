/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailinvitationsubject2Inputs */

const en_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your CLA Portal account`)
};

/**
* | output |
* | --- |
* | "Your CLA Portal account" |
*
* @param {Mailinvitationsubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailinvitationsubject2 = /** @type {((inputs?: Mailinvitationsubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationsubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailinvitationsubject2", en_mailinvitationsubject2));
export { mailinvitationsubject2 as "mailInvitationSubject" }