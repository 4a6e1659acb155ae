/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Choosestudenttoreadwork4Inputs */

const en_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a student to read their work.`)
};

const fr_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un étudiant pour lire son travail.`)
};

const es_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un estudiante para leer su trabajo.`)
};

const pt_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um estudante para ler o seu trabalho.`)
};

const sw_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua mwanafunzi ili usome kazi yake.`)
};

const ar_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر طالبًا لقراءة عمله.`)
};

/**
* | output |
* | --- |
* | "Choose a student to read their work." |
*
* @param {Choosestudenttoreadwork4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const choosestudenttoreadwork4 = /** @type {((inputs?: Choosestudenttoreadwork4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choosestudenttoreadwork4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_choosestudenttoreadwork4(inputs)
	if (locale === "es") return es_choosestudenttoreadwork4(inputs)
	if (locale === "pt") return pt_choosestudenttoreadwork4(inputs)
	if (locale === "sw") return sw_choosestudenttoreadwork4(inputs)
	if (locale === "ar") return ar_choosestudenttoreadwork4(inputs)
	return en_choosestudenttoreadwork4(inputs)
});
export { choosestudenttoreadwork4 as "chooseStudentToReadWork" }