/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portalwelcome1Inputs */

const en_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`select an option from the menu to get started`)
};

/**
* | output |
* | --- |
* | "select an option from the menu to get started" |
*
* @param {Portalwelcome1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const portalwelcome1 = /** @type {((inputs?: Portalwelcome1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portalwelcome1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.portalwelcome1
	if (translated) return translated(inputs)
	return en_portalwelcome1(inputs)
});
export { portalwelcome1 as "portalWelcome" }