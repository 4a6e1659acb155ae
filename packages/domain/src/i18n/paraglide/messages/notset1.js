/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notset1Inputs */

const en_notset1 = /** @type {(inputs: Notset1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Notset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notset1 = /** @type {((inputs?: Notset1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notset1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.notset1
	if (translated) return translated(inputs)
	return en_notset1(inputs)
});
export { notset1 as "notSet" }