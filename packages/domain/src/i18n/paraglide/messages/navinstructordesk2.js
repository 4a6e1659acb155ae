/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navinstructordesk2Inputs */

const en_navinstructordesk2 = /** @type {(inputs: Navinstructordesk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor Desk`)
};

/**
* | output |
* | --- |
* | "Instructor Desk" |
*
* @param {Navinstructordesk2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navinstructordesk2 = /** @type {((inputs?: Navinstructordesk2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navinstructordesk2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navinstructordesk2
	if (translated) return translated(inputs)
	return en_navinstructordesk2(inputs)
});
export { navinstructordesk2 as "navInstructorDesk" }