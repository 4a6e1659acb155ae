/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markonecorrectoption3Inputs */

const en_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark exactly one option as correct`)
};

/**
* | output |
* | --- |
* | "Mark exactly one option as correct" |
*
* @param {Markonecorrectoption3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const markonecorrectoption3 = /** @type {((inputs?: Markonecorrectoption3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markonecorrectoption3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.markonecorrectoption3
	if (translated) return translated(inputs)
	return en_markonecorrectoption3(inputs)
});
export { markonecorrectoption3 as "markOneCorrectOption" }