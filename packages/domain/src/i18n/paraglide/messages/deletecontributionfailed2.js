/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecontributionfailed2Inputs */

const en_deletecontributionfailed2 = /** @type {(inputs: Deletecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete contribution. Please try again." |
*
* @param {Deletecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecontributionfailed2 = /** @type {((inputs?: Deletecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.deletecontributionfailed2
	if (translated) return translated(inputs)
	return en_deletecontributionfailed2(inputs)
});
export { deletecontributionfailed2 as "deleteContributionFailed" }