/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessionexpired1Inputs */

const en_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Please login again.`)
};

const fr_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expirée. Veuillez vous reconnecter.`)
};

const es_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La sesión ha caducado. Inicie sesión de nuevo.`)
};

const pt_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sessão expirou. Inicie sessão novamente.`)
};

const sw_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kuingia umeisha. Tafadhali ingia tena.`)
};

const ar_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Session expired. Please login again." |
*
* @param {Sessionexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const sessionexpired1 = /** @type {((inputs?: Sessionexpired1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessionexpired1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sessionexpired1(inputs)
	if (locale === "es") return es_sessionexpired1(inputs)
	if (locale === "pt") return pt_sessionexpired1(inputs)
	if (locale === "sw") return sw_sessionexpired1(inputs)
	if (locale === "ar") return ar_sessionexpired1(inputs)
	return en_sessionexpired1(inputs)
});
export { sessionexpired1 as "sessionExpired" }