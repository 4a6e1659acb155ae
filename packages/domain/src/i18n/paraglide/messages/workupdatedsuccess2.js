/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workupdatedsuccess2Inputs */

const en_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work updated successfully!`)
};

const fr_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travail mis à jour avec succès !`)
};

const es_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Trabajo actualizado correctamente!`)
};

const pt_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho atualizado com sucesso!`)
};

const sw_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi imesasishwa!`)
};

const ar_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث العمل بنجاح!`)
};

/**
* | output |
* | --- |
* | "Work updated successfully!" |
*
* @param {Workupdatedsuccess2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workupdatedsuccess2 = /** @type {((inputs?: Workupdatedsuccess2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workupdatedsuccess2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workupdatedsuccess2(inputs)
	if (locale === "es") return es_workupdatedsuccess2(inputs)
	if (locale === "pt") return pt_workupdatedsuccess2(inputs)
	if (locale === "sw") return sw_workupdatedsuccess2(inputs)
	if (locale === "ar") return ar_workupdatedsuccess2(inputs)
	return en_workupdatedsuccess2(inputs)
});
export { workupdatedsuccess2 as "workUpdatedSuccess" }