/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecoursefailed2Inputs */

const en_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update course. Please try again." |
*
* @param {Updatecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecoursefailed2 = /** @type {((inputs?: Updatecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.updatecoursefailed2
	if (translated) return translated(inputs)
	return en_updatecoursefailed2(inputs)
});
export { updatecoursefailed2 as "updateCourseFailed" }