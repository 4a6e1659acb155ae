/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmlogout1Inputs */

const en_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to logout?`)
};

const fr_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment vous déconnecter ?`)
};

const es_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea cerrar sesión?`)
};

const pt_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende terminar a sessão?`)
};

const sw_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kutoka?`)
};

const ar_confirmlogout1 = /** @type {(inputs: Confirmlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد تسجيل الخروج؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to logout?" |
*
* @param {Confirmlogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmlogout1 = /** @type {((inputs?: Confirmlogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmlogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmlogout1(inputs)
	if (locale === "es") return es_confirmlogout1(inputs)
	if (locale === "pt") return pt_confirmlogout1(inputs)
	if (locale === "sw") return sw_confirmlogout1(inputs)
	if (locale === "ar") return ar_confirmlogout1(inputs)
	return en_confirmlogout1(inputs)
});
export { confirmlogout1 as "confirmLogout" }