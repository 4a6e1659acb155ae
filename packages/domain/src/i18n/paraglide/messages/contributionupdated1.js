/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionupdated1Inputs */

const en_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution updated successfully!`)
};

const fr_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution mise à jour avec succès !`)
};

const es_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contribución actualizada correctamente!`)
};

const pt_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuição atualizada com sucesso!`)
};

const sw_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mchango umesasishwa!`)
};

const ar_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث المساهمة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Contribution updated successfully!" |
*
* @param {Contributionupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionupdated1 = /** @type {((inputs?: Contributionupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contributionupdated1(inputs)
	if (locale === "es") return es_contributionupdated1(inputs)
	if (locale === "pt") return pt_contributionupdated1(inputs)
	if (locale === "sw") return sw_contributionupdated1(inputs)
	if (locale === "ar") return ar_contributionupdated1(inputs)
	return en_contributionupdated1(inputs)
});
export { contributionupdated1 as "contributionUpdated" }