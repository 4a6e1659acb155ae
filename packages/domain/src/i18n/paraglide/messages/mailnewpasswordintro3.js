/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordintro3Inputs */

const en_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy has sent you a link to choose a new password for your CLA Portal account:`)
};

/**
* | output |
* | --- |
* | "The academy has sent you a link to choose a new password for your CLA Portal account:" |
*
* @param {Mailnewpasswordintro3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordintro3 = /** @type {((inputs?: Mailnewpasswordintro3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordintro3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailnewpasswordintro3
	if (translated) return translated(inputs)
	return en_mailnewpasswordintro3(inputs)
});
export { mailnewpasswordintro3 as "mailNewPasswordIntro" }