/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateliveclassfailed3Inputs */

const en_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update live class. Please try again.`)
};

const fr_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le cours en direct. Veuillez réessayer.`)
};

const es_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la clase en vivo. Inténtelo de nuevo.`)
};

const pt_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a aula ao vivo. Tente novamente.`)
};

const sw_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha darasa la moja kwa moja. Tafadhali jaribu tena.`)
};

const ar_updateliveclassfailed3 = /** @type {(inputs: Updateliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update live class. Please try again." |
*
* @param {Updateliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateliveclassfailed3 = /** @type {((inputs?: Updateliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updateliveclassfailed3(inputs)
	if (locale === "es") return es_updateliveclassfailed3(inputs)
	if (locale === "pt") return pt_updateliveclassfailed3(inputs)
	if (locale === "sw") return sw_updateliveclassfailed3(inputs)
	if (locale === "ar") return ar_updateliveclassfailed3(inputs)
	return en_updateliveclassfailed3(inputs)
});
export { updateliveclassfailed3 as "updateLiveClassFailed" }