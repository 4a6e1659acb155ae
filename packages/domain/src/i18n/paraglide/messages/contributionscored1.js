/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionscored1Inputs */

const en_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution scored successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution scored successfully!" |
*
* @param {Contributionscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionscored1 = /** @type {((inputs?: Contributionscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.contributionscored1
	if (translated) return translated(inputs)
	return en_contributionscored1(inputs)
});
export { contributionscored1 as "contributionScored" }