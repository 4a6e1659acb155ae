/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mailscoreshownafter3Inputs */

const en_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shown in the portal once the test has closed for everyone, after ${i?.date}`)
};

/**
* | output |
* | --- |
* | "shown in the portal once the test has closed for everyone, after {date}" |
*
* @param {Mailscoreshownafter3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreshownafter3 = /** @type {((inputs: Mailscoreshownafter3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreshownafter3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscoreshownafter3
	if (translated) return translated(inputs)
	return en_mailscoreshownafter3(inputs)
});
export { mailscoreshownafter3 as "mailScoreShownAfter" }