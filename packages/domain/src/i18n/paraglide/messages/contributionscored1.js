/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionscored1Inputs */

const en_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution scored successfully!`)
};

const fr_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution notée avec succès !`)
};

const es_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contribución calificada correctamente!`)
};

const pt_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuição avaliada com sucesso!`)
};

const sw_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mchango umepewa alama!`)
};

const ar_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تقييم المساهمة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Contribution scored successfully!" |
*
* @param {Contributionscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionscored1 = /** @type {((inputs?: Contributionscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contributionscored1(inputs)
	if (locale === "es") return es_contributionscored1(inputs)
	if (locale === "pt") return pt_contributionscored1(inputs)
	if (locale === "sw") return sw_contributionscored1(inputs)
	if (locale === "ar") return ar_contributionscored1(inputs)
	return en_contributionscored1(inputs)
});
export { contributionscored1 as "contributionScored" }