/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profileupdated1Inputs */

const en_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated successfully!`)
};

/**
* | output |
* | --- |
* | "Profile updated successfully!" |
*
* @param {Profileupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const profileupdated1 = /** @type {((inputs?: Profileupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profileupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.profileupdated1
	if (translated) return translated(inputs)
	return en_profileupdated1(inputs)
});
export { profileupdated1 as "profileUpdated" }