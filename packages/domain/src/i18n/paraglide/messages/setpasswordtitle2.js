/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordtitle2Inputs */

const en_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set Your Password`)
};

const fr_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre mot de passe`)
};

const es_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establezca su contraseña`)
};

const pt_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Defina a sua palavra-passe`)
};

const sw_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri lako`)
};

const ar_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عيّن كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Set Your Password" |
*
* @param {Setpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordtitle2 = /** @type {((inputs?: Setpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordtitle2(inputs)
	if (locale === "es") return es_setpasswordtitle2(inputs)
	if (locale === "pt") return pt_setpasswordtitle2(inputs)
	if (locale === "sw") return sw_setpasswordtitle2(inputs)
	if (locale === "ar") return ar_setpasswordtitle2(inputs)
	return en_setpasswordtitle2(inputs)
});
export { setpasswordtitle2 as "setPasswordTitle" }