/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notscored1Inputs */

const en_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not scored`)
};

/**
* | output |
* | --- |
* | "Not scored" |
*
* @param {Notscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notscored1 = /** @type {((inputs?: Notscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.notscored1
	if (translated) return translated(inputs)
	return en_notscored1(inputs)
});
export { notscored1 as "notScored" }