/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsaving2Inputs */

const en_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving Changes...`)
};

const fr_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const es_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando cambios...`)
};

const pt_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guardar alterações...`)
};

const sw_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inahifadhi mabadiliko...`)
};

const ar_signupsaving2 = /** @type {(inputs: Signupsaving2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ حفظ التغييرات...`)
};

/**
* | output |
* | --- |
* | "Saving Changes..." |
*
* @param {Signupsaving2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsaving2 = /** @type {((inputs?: Signupsaving2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsaving2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsaving2(inputs)
	if (locale === "es") return es_signupsaving2(inputs)
	if (locale === "pt") return pt_signupsaving2(inputs)
	if (locale === "sw") return sw_signupsaving2(inputs)
	if (locale === "ar") return ar_signupsaving2(inputs)
	return en_signupsaving2(inputs)
});
export { signupsaving2 as "signUpSaving" }