/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributiondeleted1Inputs */

const en_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution deleted successfully!`)
};

const fr_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution supprimée avec succès !`)
};

const es_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contribución eliminada correctamente!`)
};

const pt_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuição eliminada com sucesso!`)
};

const sw_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mchango umefutwa!`)
};

const ar_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف المساهمة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Contribution deleted successfully!" |
*
* @param {Contributiondeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributiondeleted1 = /** @type {((inputs?: Contributiondeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributiondeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contributiondeleted1(inputs)
	if (locale === "es") return es_contributiondeleted1(inputs)
	if (locale === "pt") return pt_contributiondeleted1(inputs)
	if (locale === "sw") return sw_contributiondeleted1(inputs)
	if (locale === "ar") return ar_contributiondeleted1(inputs)
	return en_contributiondeleted1(inputs)
});
export { contributiondeleted1 as "contributionDeleted" }