/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecontributionfailed2Inputs */

const en_updatecontributionfailed2 = /** @type {(inputs: Updatecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update contribution. Please try again." |
*
* @param {Updatecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecontributionfailed2 = /** @type {((inputs?: Updatecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.updatecontributionfailed2
	if (translated) return translated(inputs)
	return en_updatecontributionfailed2(inputs)
});
export { updatecontributionfailed2 as "updateContributionFailed" }