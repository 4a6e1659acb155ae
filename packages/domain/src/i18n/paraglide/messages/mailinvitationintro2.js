/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
const mailinvitationintro2 = /** @type {((inputs?: Mailinvitationintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailinvitationintro2
	if (translated) return translated(inputs)
	return en_mailinvitationintro2(inputs)
});
export { mailinvitationintro2 as "mailInvitationIntro" }