/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workscoredlocked2Inputs */

const en_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scored — your work can no longer be changed`)
};

/**
* | output |
* | --- |
* | "Scored — your work can no longer be changed" |
*
* @param {Workscoredlocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workscoredlocked2 = /** @type {((inputs?: Workscoredlocked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workscoredlocked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workscoredlocked2
	if (translated) return translated(inputs)
	return en_workscoredlocked2(inputs)
});
export { workscoredlocked2 as "workScoredLocked" }