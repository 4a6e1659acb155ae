/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionupdated1Inputs */

const en_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution updated successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution updated successfully!" |
*
* @param {Contributionupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionupdated1 = /** @type {((inputs?: Contributionupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.contributionupdated1
	if (translated) return translated(inputs)
	return en_contributionupdated1(inputs)
});
export { contributionupdated1 as "contributionUpdated" }