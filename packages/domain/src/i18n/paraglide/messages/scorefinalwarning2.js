/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorefinalwarning2Inputs */

const en_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student score cannot be changed after submission!`)
};

const fr_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La note de l'étudiant ne peut plus être modifiée après l'envoi !`)
};

const es_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡La calificación del estudiante no se puede cambiar después de enviarla!`)
};

const pt_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A avaliação do estudante não pode ser alterada depois de submetida!`)
};

const sw_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alama ya mwanafunzi haiwezi kubadilishwa baada ya kuwasilishwa!`)
};

const ar_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير درجة الطالب بعد الإرسال!`)
};

/**
* | output |
* | --- |
* | "Student score cannot be changed after submission!" |
*
* @param {Scorefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorefinalwarning2 = /** @type {((inputs?: Scorefinalwarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorefinalwarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_scorefinalwarning2(inputs)
	if (locale === "es") return es_scorefinalwarning2(inputs)
	if (locale === "pt") return pt_scorefinalwarning2(inputs)
	if (locale === "sw") return sw_scorefinalwarning2(inputs)
	if (locale === "ar") return ar_scorefinalwarning2(inputs)
	return en_scorefinalwarning2(inputs)
});
export { scorefinalwarning2 as "scoreFinalWarning" }