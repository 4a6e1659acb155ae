/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usercreated1Inputs */

const en_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User created successfully`)
};

/**
* | output |
* | --- |
* | "User created successfully" |
*
* @param {Usercreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const usercreated1 = /** @type {((inputs?: Usercreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usercreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.usercreated1
	if (translated) return translated(inputs)
	return en_usercreated1(inputs)
});
export { usercreated1 as "userCreated" }