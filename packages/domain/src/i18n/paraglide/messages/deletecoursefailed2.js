/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecoursefailed2Inputs */

const en_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete course. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete course. Please try again." |
*
* @param {Deletecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecoursefailed2 = /** @type {((inputs?: Deletecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.deletecoursefailed2
	if (translated) return translated(inputs)
	return en_deletecoursefailed2(inputs)
});
export { deletecoursefailed2 as "deleteCourseFailed" }