/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotavailable2Inputs */

const en_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificate will be available once every course of your cohort has ended.`)
};

const fr_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre certificat sera disponible dès que tous les cours de votre promotion seront terminés.`)
};

const es_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su certificado estará disponible cuando hayan terminado todos los cursos de su cohorte.`)
};

const pt_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu certificado ficará disponível quando todos os cursos da sua turma tiverem terminado.`)
};

const sw_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheti chako kitapatikana kozi zote za kundi lako zitakapomalizika.`)
};

const ar_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ستتاح شهادتك عند انتهاء جميع مقررات دفعتك.`)
};

/**
* | output |
* | --- |
* | "Your certificate will be available once every course of your cohort has ended." |
*
* @param {Certificatenotavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotavailable2 = /** @type {((inputs?: Certificatenotavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_certificatenotavailable2(inputs)
	if (locale === "es") return es_certificatenotavailable2(inputs)
	if (locale === "pt") return pt_certificatenotavailable2(inputs)
	if (locale === "sw") return sw_certificatenotavailable2(inputs)
	if (locale === "ar") return ar_certificatenotavailable2(inputs)
	return en_certificatenotavailable2(inputs)
});
export { certificatenotavailable2 as "certificateNotAvailable" }