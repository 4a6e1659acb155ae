/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsavailable2Inputs */

const en_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students available`)
};

/**
* | output |
* | --- |
* | "No students available" |
*
* @param {Nostudentsavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsavailable2 = /** @type {((inputs?: Nostudentsavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nostudentsavailable2
	if (translated) return translated(inputs)
	return en_nostudentsavailable2(inputs)
});
export { nostudentsavailable2 as "noStudentsAvailable" }