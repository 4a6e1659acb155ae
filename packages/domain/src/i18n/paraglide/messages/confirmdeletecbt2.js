/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecbt2Inputs */

const en_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this cbt?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this cbt?" |
*
* @param {Confirmdeletecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecbt2 = /** @type {((inputs?: Confirmdeletecbt2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecbt2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeletecbt2
	if (translated) return translated(inputs)
	return en_confirmdeletecbt2(inputs)
});
export { confirmdeletecbt2 as "confirmDeleteCbt" }