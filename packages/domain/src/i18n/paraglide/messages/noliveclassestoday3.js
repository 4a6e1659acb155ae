/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noliveclassestoday3Inputs */

const en_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live classes scheduled for today.`)
};

/**
* | output |
* | --- |
* | "No live classes scheduled for today." |
*
* @param {Noliveclassestoday3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noliveclassestoday3 = /** @type {((inputs?: Noliveclassestoday3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noliveclassestoday3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.noliveclassestoday3
	if (translated) return translated(inputs)
	return en_noliveclassestoday3(inputs)
});
export { noliveclassestoday3 as "noLiveClassesToday" }