/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framesignedinas3Inputs */

const en_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Framesignedinas3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framesignedinas3 = /** @type {((inputs?: Framesignedinas3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framesignedinas3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.framesignedinas3
	if (translated) return translated(inputs)
	return en_framesignedinas3(inputs)
});
export { framesignedinas3 as "frameSignedInAs" }