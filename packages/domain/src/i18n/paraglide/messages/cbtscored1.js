/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtscored1Inputs */

const en_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt scored successfully!`)
};

const fr_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test noté avec succès !`)
};

const es_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Prueba calificada correctamente!`)
};

const pt_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teste avaliado com sucesso!`)
};

const sw_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribio limepewa alama!`)
};

const ar_cbtscored1 = /** @type {(inputs: Cbtscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تقييم الاختبار بنجاح!`)
};

/**
* | output |
* | --- |
* | "Cbt scored successfully!" |
*
* @param {Cbtscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtscored1 = /** @type {((inputs?: Cbtscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cbtscored1(inputs)
	if (locale === "es") return es_cbtscored1(inputs)
	if (locale === "pt") return pt_cbtscored1(inputs)
	if (locale === "sw") return sw_cbtscored1(inputs)
	if (locale === "ar") return ar_cbtscored1(inputs)
	return en_cbtscored1(inputs)
});
export { cbtscored1 as "cbtScored" }