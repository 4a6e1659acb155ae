/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordsubmitting2Inputs */

const en_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const fr_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const es_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando...`)
};

const pt_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guardar...`)
};

const sw_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inahifadhi...`)
};

const ar_setpasswordsubmitting2 = /** @type {(inputs: Setpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الحفظ...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Setpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordsubmitting2 = /** @type {((inputs?: Setpasswordsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordsubmitting2(inputs)
	if (locale === "es") return es_setpasswordsubmitting2(inputs)
	if (locale === "pt") return pt_setpasswordsubmitting2(inputs)
	if (locale === "sw") return sw_setpasswordsubmitting2(inputs)
	if (locale === "ar") return ar_setpasswordsubmitting2(inputs)
	return en_setpasswordsubmitting2(inputs)
});
export { setpasswordsubmitting2 as "setPasswordSubmitting" }