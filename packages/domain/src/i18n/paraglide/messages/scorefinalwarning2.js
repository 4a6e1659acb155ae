/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorefinalwarning2Inputs */

const en_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student score cannot be changed after submission!`)
};

/**
* | output |
* | --- |
* | "Student score cannot be changed after submission!" |
*
* @param {Scorefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorefinalwarning2 = /** @type {((inputs?: Scorefinalwarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorefinalwarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.scorefinalwarning2
	if (translated) return translated(inputs)
	return en_scorefinalwarning2(inputs)
});
export { scorefinalwarning2 as "scoreFinalWarning" }