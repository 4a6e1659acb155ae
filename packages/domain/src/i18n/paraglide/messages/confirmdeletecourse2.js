/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecourse2Inputs */

const en_confirmdeletecourse2 = /** @type {(inputs: Confirmdeletecourse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this course?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this course?" |
*
* @param {Confirmdeletecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecourse2 = /** @type {((inputs?: Confirmdeletecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeletecourse2
	if (translated) return translated(inputs)
	return en_confirmdeletecourse2(inputs)
});
export { confirmdeletecourse2 as "confirmDeleteCourse" }