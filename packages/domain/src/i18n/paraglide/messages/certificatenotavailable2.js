/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotavailable2Inputs */

const en_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificate will be available once every course of your cohort has ended.`)
};

/**
* | output |
* | --- |
* | "Your certificate will be available once every course of your cohort has ended." |
*
* @param {Certificatenotavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotavailable2 = /** @type {((inputs?: Certificatenotavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.certificatenotavailable2
	if (translated) return translated(inputs)
	return en_certificatenotavailable2(inputs)
});
export { certificatenotavailable2 as "certificateNotAvailable" }