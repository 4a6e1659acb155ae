/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubmitting2Inputs */

const en_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting...`)
};

const fr_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisation...`)
};

const es_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restableciendo...`)
};

const pt_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A redefinir...`)
};

const sw_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaweka upya...`)
};

const ar_resetpasswordsubmitting2 = /** @type {(inputs: Resetpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إعادة التعيين...`)
};

/**
* | output |
* | --- |
* | "Resetting..." |
*
* @param {Resetpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubmitting2 = /** @type {((inputs?: Resetpasswordsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordsubmitting2(inputs)
	if (locale === "es") return es_resetpasswordsubmitting2(inputs)
	if (locale === "pt") return pt_resetpasswordsubmitting2(inputs)
	if (locale === "sw") return sw_resetpasswordsubmitting2(inputs)
	if (locale === "ar") return ar_resetpasswordsubmitting2(inputs)
	return en_resetpasswordsubmitting2(inputs)
});
export { resetpasswordsubmitting2 as "resetPasswordSubmitting" }