/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordsubject3Inputs */

const en_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mailnewpasswordsubject3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordsubject3 = /** @type {((inputs?: Mailnewpasswordsubject3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordsubject3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailnewpasswordsubject3
	if (translated) return translated(inputs)
	return en_mailnewpasswordsubject3(inputs)
});
export { mailnewpasswordsubject3 as "mailNewPasswordSubject" }