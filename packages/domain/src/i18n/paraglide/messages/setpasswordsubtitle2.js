/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordsubtitle2Inputs */

const en_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password for your new account.`)
};

const fr_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un mot de passe pour votre nouveau compte.`)
};

const es_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña para su nueva cuenta.`)
};

const pt_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma palavra-passe para a sua nova conta.`)
};

const sw_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri kwa akaunti yako mpya.`)
};

const ar_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور لحسابك الجديد.`)
};

/**
* | output |
* | --- |
* | "Choose a password for your new account." |
*
* @param {Setpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordsubtitle2 = /** @type {((inputs?: Setpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_setpasswordsubtitle2(inputs)
	if (locale === "es") return es_setpasswordsubtitle2(inputs)
	if (locale === "pt") return pt_setpasswordsubtitle2(inputs)
	if (locale === "sw") return sw_setpasswordsubtitle2(inputs)
	if (locale === "ar") return ar_setpasswordsubtitle2(inputs)
	return en_setpasswordsubtitle2(inputs)
});
export { setpasswordsubtitle2 as "setPasswordSubtitle" }