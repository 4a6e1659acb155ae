/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsave2Inputs */

const en_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const fr_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const es_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const pt_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar alterações`)
};

const sw_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hifadhi mabadiliko`)
};

const ar_signupsave2 = /** @type {(inputs: Signupsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ التغييرات`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Signupsave2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsave2 = /** @type {((inputs?: Signupsave2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsave2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsave2(inputs)
	if (locale === "es") return es_signupsave2(inputs)
	if (locale === "pt") return pt_signupsave2(inputs)
	if (locale === "sw") return sw_signupsave2(inputs)
	if (locale === "ar") return ar_signupsave2(inputs)
	return en_signupsave2(inputs)
});
export { signupsave2 as "signUpSave" }