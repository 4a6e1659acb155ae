/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailinvitationintro2Inputs */

const en_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account has been created for you on the CLA Portal. Use this link to choose your password and sign in:`)
};

/**
* | output |
* | --- |
* | "An account has been created for you on the CLA Portal. Use this link to choose your password and sign in:" |
*
* @param {Mailinvitationintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailinvitationintro2 = /** @type {((inputs?: Mailinvitationintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailinvitationintro2", en_mailinvitationintro2));
export { mailinvitationintro2 as "mailInvitationIntro" }