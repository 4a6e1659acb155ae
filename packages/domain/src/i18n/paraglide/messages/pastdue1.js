/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pastdue1Inputs */

const en_pastdue1 = /** @type {(inputs: Pastdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Due`)
};

/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Pastdue1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const pastdue1 = /** @type {((inputs?: Pastdue1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pastdue1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.pastdue1
	if (translated) return translated(inputs)
	return en_pastdue1(inputs)
});
export { pastdue1 as "pastDue" }