/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecbtfailed2Inputs */

const en_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update cbt. Please try again." |
*
* @param {Updatecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecbtfailed2 = /** @type {((inputs?: Updatecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.updatecbtfailed2
	if (translated) return translated(inputs)
	return en_updatecbtfailed2(inputs)
});
export { updatecbtfailed2 as "updateCbtFailed" }