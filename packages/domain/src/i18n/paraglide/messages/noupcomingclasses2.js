/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noupcomingclasses2Inputs */

const en_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming classes found.`)
};

/**
* | output |
* | --- |
* | "No upcoming classes found." |
*
* @param {Noupcomingclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noupcomingclasses2 = /** @type {((inputs?: Noupcomingclasses2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noupcomingclasses2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.noupcomingclasses2
	if (translated) return translated(inputs)
	return en_noupcomingclasses2(inputs)
});
export { noupcomingclasses2 as "noUpcomingClasses" }