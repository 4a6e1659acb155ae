/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlinkdot3Inputs */

const en_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link.`)
};

/**
* | output |
* | --- |
* | "Invalid reset link." |
*
* @param {Invalidresetlinkdot3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlinkdot3 = /** @type {((inputs?: Invalidresetlinkdot3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlinkdot3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.invalidresetlinkdot3
	if (translated) return translated(inputs)
	return en_invalidresetlinkdot3(inputs)
});
export { invalidresetlinkdot3 as "invalidResetLinkDot" }