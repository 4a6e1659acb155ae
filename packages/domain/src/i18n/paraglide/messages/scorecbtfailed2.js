/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorecbtfailed2Inputs */

const en_scorecbtfailed2 = /** @type {(inputs: Scorecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score cbt. Please try again." |
*
* @param {Scorecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorecbtfailed2 = /** @type {((inputs?: Scorecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.scorecbtfailed2
	if (translated) return translated(inputs)
	return en_scorecbtfailed2(inputs)
});
export { scorecbtfailed2 as "scoreCbtFailed" }