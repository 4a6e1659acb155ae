/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseupdated1Inputs */

const en_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course updated successfully!`)
};

/**
* | output |
* | --- |
* | "Course updated successfully!" |
*
* @param {Courseupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseupdated1 = /** @type {((inputs?: Courseupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.courseupdated1
	if (translated) return translated(inputs)
	return en_courseupdated1(inputs)
});
export { courseupdated1 as "courseUpdated" }