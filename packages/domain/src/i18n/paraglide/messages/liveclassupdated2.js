/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassupdated2Inputs */

const en_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class updated successfully!`)
};

/**
* | output |
* | --- |
* | "Live class updated successfully!" |
*
* @param {Liveclassupdated2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassupdated2 = /** @type {((inputs?: Liveclassupdated2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassupdated2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.liveclassupdated2
	if (translated) return translated(inputs)
	return en_liveclassupdated2(inputs)
});
export { liveclassupdated2 as "liveClassUpdated" }