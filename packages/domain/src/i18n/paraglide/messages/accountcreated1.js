/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcreated1Inputs */

const en_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created successfully!`)
};

/**
* | output |
* | --- |
* | "Account created successfully!" |
*
* @param {Accountcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const accountcreated1 = /** @type {((inputs?: Accountcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accountcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.accountcreated1
	if (translated) return translated(inputs)
	return en_accountcreated1(inputs)
});
export { accountcreated1 as "accountCreated" }