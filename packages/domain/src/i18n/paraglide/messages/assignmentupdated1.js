/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentupdated1Inputs */

const en_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment updated successfully!`)
};

const fr_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devoir mis à jour avec succès !`)
};

const es_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tarea actualizada correctamente!`)
};

const pt_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho atualizado com sucesso!`)
};

const sw_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imesasishwa!`)
};

const ar_assignmentupdated1 = /** @type {(inputs: Assignmentupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الواجب بنجاح!`)
};

/**
* | output |
* | --- |
* | "Assignment updated successfully!" |
*
* @param {Assignmentupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentupdated1 = /** @type {((inputs?: Assignmentupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_assignmentupdated1(inputs)
	if (locale === "es") return es_assignmentupdated1(inputs)
	if (locale === "pt") return pt_assignmentupdated1(inputs)
	if (locale === "sw") return sw_assignmentupdated1(inputs)
	if (locale === "ar") return ar_assignmentupdated1(inputs)
	return en_assignmentupdated1(inputs)
});
export { assignmentupdated1 as "assignmentUpdated" }