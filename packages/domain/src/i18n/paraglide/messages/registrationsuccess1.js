/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registrationsuccess1Inputs */

const en_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful! Please login to continue.`)
};

const fr_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie ! Veuillez vous connecter pour continuer.`)
};

const es_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Registro completado! Inicie sesión para continuar.`)
};

const pt_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo concluído! Inicie sessão para continuar.`)
};

const sw_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usajili umekamilika! Tafadhali ingia ili uendelee.`)
};

const ar_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التسجيل بنجاح! يرجى تسجيل الدخول للمتابعة.`)
};

/**
* | output |
* | --- |
* | "Registration successful! Please login to continue." |
*
* @param {Registrationsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const registrationsuccess1 = /** @type {((inputs?: Registrationsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registrationsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_registrationsuccess1(inputs)
	if (locale === "es") return es_registrationsuccess1(inputs)
	if (locale === "pt") return pt_registrationsuccess1(inputs)
	if (locale === "sw") return sw_registrationsuccess1(inputs)
	if (locale === "ar") return ar_registrationsuccess1(inputs)
	return en_registrationsuccess1(inputs)
});
export { registrationsuccess1 as "registrationSuccess" }