/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Userrolenotfound3Inputs */

const en_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User role not found. Please login again.`)
};

const fr_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle de l'utilisateur introuvable. Veuillez vous reconnecter.`)
};

const es_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el rol del usuario. Inicie sesión de nuevo.`)
};

const pt_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função do utilizador não encontrada. Inicie sessão novamente.`)
};

const sw_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukumu la mtumiaji halijapatikana. Tafadhali ingia tena.`)
};

const ar_userrolenotfound3 = /** @type {(inputs: Userrolenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على دور المستخدم. يرجى تسجيل الدخول مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "User role not found. Please login again." |
*
* @param {Userrolenotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const userrolenotfound3 = /** @type {((inputs?: Userrolenotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Userrolenotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_userrolenotfound3(inputs)
	if (locale === "es") return es_userrolenotfound3(inputs)
	if (locale === "pt") return pt_userrolenotfound3(inputs)
	if (locale === "sw") return sw_userrolenotfound3(inputs)
	if (locale === "ar") return ar_userrolenotfound3(inputs)
	return en_userrolenotfound3(inputs)
});
export { userrolenotfound3 as "userRoleNotFound" }