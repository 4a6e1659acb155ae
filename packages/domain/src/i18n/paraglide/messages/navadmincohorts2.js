/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadmincohorts2Inputs */

const en_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohorts`)
};

/**
* | output |
* | --- |
* | "Cohorts" |
*
* @param {Navadmincohorts2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadmincohorts2 = /** @type {((inputs?: Navadmincohorts2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadmincohorts2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navadmincohorts2
	if (translated) return translated(inputs)
	return en_navadmincohorts2(inputs)
});
export { navadmincohorts2 as "navAdminCohorts" }