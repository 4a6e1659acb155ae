/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocoursedescription2Inputs */

const en_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No description available for this course.`)
};

/**
* | output |
* | --- |
* | "No description available for this course." |
*
* @param {Nocoursedescription2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocoursedescription2 = /** @type {((inputs?: Nocoursedescription2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocoursedescription2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nocoursedescription2
	if (translated) return translated(inputs)
	return en_nocoursedescription2(inputs)
});
export { nocoursedescription2 as "noCourseDescription" }