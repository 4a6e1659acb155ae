/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cohortinfonotfound3Inputs */

const en_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort information not found. Please login again.`)
};

const fr_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations de promotion introuvables. Veuillez vous reconnecter.`)
};

const es_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la información de la cohorte. Inicie sesión de nuevo.`)
};

const pt_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações da turma não encontradas. Inicie sessão novamente.`)
};

const sw_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa za kundi hazijapatikana. Tafadhali ingia tena.`)
};

const ar_cohortinfonotfound3 = /** @type {(inputs: Cohortinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على معلومات الدفعة. يرجى تسجيل الدخول مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Cohort information not found. Please login again." |
*
* @param {Cohortinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cohortinfonotfound3 = /** @type {((inputs?: Cohortinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cohortinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cohortinfonotfound3(inputs)
	if (locale === "es") return es_cohortinfonotfound3(inputs)
	if (locale === "pt") return pt_cohortinfonotfound3(inputs)
	if (locale === "sw") return sw_cohortinfonotfound3(inputs)
	if (locale === "ar") return ar_cohortinfonotfound3(inputs)
	return en_cohortinfonotfound3(inputs)
});
export { cohortinfonotfound3 as "cohortInfoNotFound" }