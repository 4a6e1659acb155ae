/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordsubmit2Inputs */

const en_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set Password`)
};

const fr_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir le mot de passe`)
};

const es_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establecer contraseña`)
};

const pt_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir palavra-passe`)
};

const sw_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri`)
};

const ar_setpasswordsubmit2 = /** @type {(inputs: Setpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Set Password" |
*
* @param {Setpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordsubmit2 = /** @type {((inputs?: Setpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordsubmit2(inputs)
	if (locale === "es") return es_setpasswordsubmit2(inputs)
	if (locale === "pt") return pt_setpasswordsubmit2(inputs)
	if (locale === "sw") return sw_setpasswordsubmit2(inputs)
	if (locale === "ar") return ar_setpasswordsubmit2(inputs)
	return en_setpasswordsubmit2(inputs)
});
export { setpasswordsubmit2 as "setPasswordSubmit" }