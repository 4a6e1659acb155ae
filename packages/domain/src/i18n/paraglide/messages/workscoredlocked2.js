/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workscoredlocked2Inputs */

const en_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scored — your work can no longer be changed`)
};

const fr_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noté — votre travail ne peut plus être modifié`)
};

const es_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calificado: su trabajo ya no se puede cambiar`)
};

const pt_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliado — o seu trabalho já não pode ser alterado`)
};

const sw_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepewa alama — kazi yako haiwezi kubadilishwa tena`)
};

const ar_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التقييم — لم يعد بالإمكان تغيير عملك`)
};

/**
* | output |
* | --- |
* | "Scored — your work can no longer be changed" |
*
* @param {Workscoredlocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workscoredlocked2 = /** @type {((inputs?: Workscoredlocked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workscoredlocked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workscoredlocked2(inputs)
	if (locale === "es") return es_workscoredlocked2(inputs)
	if (locale === "pt") return pt_workscoredlocked2(inputs)
	if (locale === "sw") return sw_workscoredlocked2(inputs)
	if (locale === "ar") return ar_workscoredlocked2(inputs)
	return en_workscoredlocked2(inputs)
});
export { workscoredlocked2 as "workScoredLocked" }