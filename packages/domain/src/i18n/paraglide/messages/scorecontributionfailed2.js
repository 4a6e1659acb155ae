/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecontributionfailed2Inputs */

const en_scorecontributionfailed2 = /** @type {(inputs: Scorecontributionfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score contribution. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score contribution. Please try again." |
*
* @param {Scorecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecontributionfailed2 = /** @type {((inputs?: Scorecontributionfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecontributionfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.scorecontributionfailed2
	if (translated) return translated(inputs)
	return en_scorecontributionfailed2(inputs)
});
export { scorecontributionfailed2 as "scoreContributionFailed" }