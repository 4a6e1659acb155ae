/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nobodyhandedin2Inputs */

const en_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has handed in work yet.`)
};

/**
* | output |
* | --- |
* | "Nobody has handed in work yet." |
*
* @param {Nobodyhandedin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nobodyhandedin2 = /** @type {((inputs?: Nobodyhandedin2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nobodyhandedin2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nobodyhandedin2
	if (translated) return translated(inputs)
	return en_nobodyhandedin2(inputs)
});
export { nobodyhandedin2 as "nobodyHandedIn" }