/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sendresetlinkfailed3Inputs */

const en_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send reset link. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to send reset link. Please try again." |
*
* @param {Sendresetlinkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const sendresetlinkfailed3 = /** @type {((inputs?: Sendresetlinkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sendresetlinkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.sendresetlinkfailed3
	if (translated) return translated(inputs)
	return en_sendresetlinkfailed3(inputs)
});
export { sendresetlinkfailed3 as "sendResetLinkFailed" }