/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frameacademy1Inputs */

const en_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

/**
* | output |
* | --- |
* | "Christian Leadership Academy" |
*
* @param {Frameacademy1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const frameacademy1 = /** @type {((inputs?: Frameacademy1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frameacademy1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.frameacademy1
	if (translated) return translated(inputs)
	return en_frameacademy1(inputs)
});
export { frameacademy1 as "frameAcademy" }