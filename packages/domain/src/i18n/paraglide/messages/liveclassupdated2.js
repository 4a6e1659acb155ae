/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassupdated2Inputs */

const en_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class updated successfully!`)
};

const fr_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours en direct mis à jour avec succès !`)
};

const es_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo actualizada correctamente!`)
};

const pt_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo atualizada com sucesso!`)
};

const sw_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limesasishwa!`)
};

const ar_liveclassupdated2 = /** @type {(inputs: Liveclassupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الحصة المباشرة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Live class updated successfully!" |
*
* @param {Liveclassupdated2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassupdated2 = /** @type {((inputs?: Liveclassupdated2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassupdated2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_liveclassupdated2(inputs)
	if (locale === "es") return es_liveclassupdated2(inputs)
	if (locale === "pt") return pt_liveclassupdated2(inputs)
	if (locale === "sw") return sw_liveclassupdated2(inputs)
	if (locale === "ar") return ar_liveclassupdated2(inputs)
	return en_liveclassupdated2(inputs)
});
export { liveclassupdated2 as "liveClassUpdated" }