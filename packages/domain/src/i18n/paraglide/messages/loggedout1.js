/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loggedout1Inputs */

const en_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged out successfully!`)
};

const fr_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion réussie !`)
};

const es_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Sesión cerrada correctamente!`)
};

const pt_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão terminada com sucesso!`)
};

const sw_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umetoka!`)
};

const ar_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج بنجاح!`)
};

/**
* | output |
* | --- |
* | "Logged out successfully!" |
*
* @param {Loggedout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loggedout1 = /** @type {((inputs?: Loggedout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loggedout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loggedout1(inputs)
	if (locale === "es") return es_loggedout1(inputs)
	if (locale === "pt") return pt_loggedout1(inputs)
	if (locale === "sw") return sw_loggedout1(inputs)
	if (locale === "ar") return ar_loggedout1(inputs)
	return en_loggedout1(inputs)
});
export { loggedout1 as "loggedOut" }