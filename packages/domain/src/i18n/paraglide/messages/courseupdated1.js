/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseupdated1Inputs */

const en_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course updated successfully!`)
};

const fr_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours mis à jour avec succès !`)
};

const es_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Curso actualizado correctamente!`)
};

const pt_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso atualizado com sucesso!`)
};

const sw_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi imesasishwa!`)
};

const ar_courseupdated1 = /** @type {(inputs: Courseupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث المقرر بنجاح!`)
};

/**
* | output |
* | --- |
* | "Course updated successfully!" |
*
* @param {Courseupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseupdated1 = /** @type {((inputs?: Courseupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_courseupdated1(inputs)
	if (locale === "es") return es_courseupdated1(inputs)
	if (locale === "pt") return pt_courseupdated1(inputs)
	if (locale === "sw") return sw_courseupdated1(inputs)
	if (locale === "ar") return ar_courseupdated1(inputs)
	return en_courseupdated1(inputs)
});
export { courseupdated1 as "courseUpdated" }