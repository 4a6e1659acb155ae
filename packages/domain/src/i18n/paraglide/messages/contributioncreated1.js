/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributioncreated1Inputs */

const en_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution created successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution created successfully!" |
*
* @param {Contributioncreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributioncreated1 = /** @type {((inputs?: Contributioncreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributioncreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.contributioncreated1
	if (translated) return translated(inputs)
	return en_contributioncreated1(inputs)
});
export { contributioncreated1 as "contributionCreated" }