/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursecreated1Inputs */

const en_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course created successfully!`)
};

/**
* | output |
* | --- |
* | "Course created successfully!" |
*
* @param {Coursecreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursecreated1 = /** @type {((inputs?: Coursecreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursecreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.coursecreated1
	if (translated) return translated(inputs)
	return en_coursecreated1(inputs)
});
export { coursecreated1 as "courseCreated" }