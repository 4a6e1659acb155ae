/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcoursefailed2Inputs */

const en_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create course. Please try again." |
*
* @param {Createcoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcoursefailed2 = /** @type {((inputs?: Createcoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.createcoursefailed2
	if (translated) return translated(inputs)
	return en_createcoursefailed2(inputs)
});
export { createcoursefailed2 as "createCourseFailed" }