/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtdeleted1Inputs */

const en_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt deleted successfully!`)
};

const fr_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test supprimé avec succès !`)
};

const es_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Prueba eliminada correctamente!`)
};

const pt_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teste eliminado com sucesso!`)
};

const sw_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribio limefutwa!`)
};

const ar_cbtdeleted1 = /** @type {(inputs: Cbtdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الاختبار بنجاح!`)
};

/**
* | output |
* | --- |
* | "Cbt deleted successfully!" |
*
* @param {Cbtdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtdeleted1 = /** @type {((inputs?: Cbtdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cbtdeleted1(inputs)
	if (locale === "es") return es_cbtdeleted1(inputs)
	if (locale === "pt") return pt_cbtdeleted1(inputs)
	if (locale === "sw") return sw_cbtdeleted1(inputs)
	if (locale === "ar") return ar_cbtdeleted1(inputs)
	return en_cbtdeleted1(inputs)
});
export { cbtdeleted1 as "cbtDeleted" }