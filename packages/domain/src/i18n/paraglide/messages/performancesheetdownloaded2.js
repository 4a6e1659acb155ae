/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Performancesheetdownloaded2Inputs */

const en_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance sheet downloaded successfully!`)
};

/**
* | output |
* | --- |
* | "Performance sheet downloaded successfully!" |
*
* @param {Performancesheetdownloaded2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const performancesheetdownloaded2 = /** @type {((inputs?: Performancesheetdownloaded2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Performancesheetdownloaded2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.performancesheetdownloaded2
	if (translated) return translated(inputs)
	return en_performancesheetdownloaded2(inputs)
});
export { performancesheetdownloaded2 as "performanceSheetDownloaded" }