/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectrole3Inputs */

const en_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a role`)
};

/**
* | output |
* | --- |
* | "Select a role" |
*
* @param {Signupselectrole3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectrole3 = /** @type {((inputs?: Signupselectrole3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectrole3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupselectrole3
	if (translated) return translated(inputs)
	return en_signupselectrole3(inputs)
});
export { signupselectrole3 as "signUpSelectRole" }