/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassdeleted2Inputs */

const en_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class deleted successfully!`)
};

const fr_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours en direct supprimé avec succès !`)
};

const es_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo eliminada correctamente!`)
};

const pt_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo eliminada com sucesso!`)
};

const sw_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limefutwa!`)
};

const ar_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الحصة المباشرة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Live class deleted successfully!" |
*
* @param {Liveclassdeleted2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassdeleted2 = /** @type {((inputs?: Liveclassdeleted2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassdeleted2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_liveclassdeleted2(inputs)
	if (locale === "es") return es_liveclassdeleted2(inputs)
	if (locale === "pt") return pt_liveclassdeleted2(inputs)
	if (locale === "sw") return sw_liveclassdeleted2(inputs)
	if (locale === "ar") return ar_liveclassdeleted2(inputs)
	return en_liveclassdeleted2(inputs)
});
export { liveclassdeleted2 as "liveClassDeleted" }