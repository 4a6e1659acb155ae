/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Marksomecorrectoptions3Inputs */

const en_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark one or more options as correct`)
};

/**
* | output |
* | --- |
* | "Mark one or more options as correct" |
*
* @param {Marksomecorrectoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const marksomecorrectoptions3 = /** @type {((inputs?: Marksomecorrectoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Marksomecorrectoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.marksomecorrectoptions3
	if (translated) return translated(inputs)
	return en_marksomecorrectoptions3(inputs)
});
export { marksomecorrectoptions3 as "markSomeCorrectOptions" }