/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
const mailinvitationsubject2 = /** @type {((inputs?: Mailinvitationsubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationsubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailinvitationsubject2
	if (translated) return translated(inputs)
	return en_mailinvitationsubject2(inputs)
});
export { mailinvitationsubject2 as "mailInvitationSubject" }