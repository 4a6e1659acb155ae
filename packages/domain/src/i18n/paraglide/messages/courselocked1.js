/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ courseName: NonNullable<unknown> }} Courselocked1Inputs */

const en_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} is locked! Complete prerequisites first.`)
};

/**
* | output |
* | --- |
* | "{courseName} is locked! Complete prerequisites first." |
*
* @param {Courselocked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courselocked1 = /** @type {((inputs: Courselocked1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courselocked1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.courselocked1
	if (translated) return translated(inputs)
	return en_courselocked1(inputs)
});
export { courselocked1 as "courseLocked" }