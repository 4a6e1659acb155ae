/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecontribution2Inputs */

const en_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this contribution?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this contribution?" |
*
* @param {Confirmdeletecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecontribution2 = /** @type {((inputs?: Confirmdeletecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeletecontribution2
	if (translated) return translated(inputs)
	return en_confirmdeletecontribution2(inputs)
});
export { confirmdeletecontribution2 as "confirmDeleteContribution" }