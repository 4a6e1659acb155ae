/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadminactivity2Inputs */

const en_navadminactivity2 = /** @type {(inputs: Navadminactivity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity Log`)
};

/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Navadminactivity2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadminactivity2 = /** @type {((inputs?: Navadminactivity2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadminactivity2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navadminactivity2
	if (translated) return translated(inputs)
	return en_navadminactivity2(inputs)
});
export { navadminactivity2 as "navAdminActivity" }