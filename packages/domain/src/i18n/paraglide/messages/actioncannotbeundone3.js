/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Actioncannotbeundone3Inputs */

const en_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This action cannot be undone.`)
};

/**
* | output |
* | --- |
* | "This action cannot be undone." |
*
* @param {Actioncannotbeundone3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const actioncannotbeundone3 = /** @type {((inputs?: Actioncannotbeundone3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Actioncannotbeundone3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.actioncannotbeundone3
	if (translated) return translated(inputs)
	return en_actioncannotbeundone3(inputs)
});
export { actioncannotbeundone3 as "actionCannotBeUndone" }