/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupbirthday2Inputs */

const en_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birthday`)
};

const fr_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
};

const es_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de nacimiento`)
};

const pt_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de nascimento`)
};

const sw_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarehe ya kuzaliwa`)
};

const ar_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الميلاد`)
};

/**
* | output |
* | --- |
* | "Birthday" |
*
* @param {Signupbirthday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupbirthday2 = /** @type {((inputs?: Signupbirthday2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupbirthday2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupbirthday2(inputs)
	if (locale === "es") return es_signupbirthday2(inputs)
	if (locale === "pt") return pt_signupbirthday2(inputs)
	if (locale === "sw") return sw_signupbirthday2(inputs)
	if (locale === "ar") return ar_signupbirthday2(inputs)
	return en_signupbirthday2(inputs)
});
export { signupbirthday2 as "signUpBirthday" }