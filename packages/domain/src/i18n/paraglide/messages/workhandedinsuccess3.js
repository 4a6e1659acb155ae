/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workhandedinsuccess3Inputs */

const en_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work handed in successfully!`)
};

/**
* | output |
* | --- |
* | "Work handed in successfully!" |
*
* @param {Workhandedinsuccess3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workhandedinsuccess3 = /** @type {((inputs?: Workhandedinsuccess3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workhandedinsuccess3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workhandedinsuccess3
	if (translated) return translated(inputs)
	return en_workhandedinsuccess3(inputs)
});
export { workhandedinsuccess3 as "workHandedInSuccess" }