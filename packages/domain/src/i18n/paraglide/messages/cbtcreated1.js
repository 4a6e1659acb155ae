/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtcreated1Inputs */

const en_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt created successfully!`)
};

const fr_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test créé avec succès !`)
};

const es_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Prueba creada correctamente!`)
};

const pt_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teste criado com sucesso!`)
};

const sw_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribio limeundwa!`)
};

const ar_cbtcreated1 = /** @type {(inputs: Cbtcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الاختبار بنجاح!`)
};

/**
* | output |
* | --- |
* | "Cbt created successfully!" |
*
* @param {Cbtcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtcreated1 = /** @type {((inputs?: Cbtcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cbtcreated1(inputs)
	if (locale === "es") return es_cbtcreated1(inputs)
	if (locale === "pt") return pt_cbtcreated1(inputs)
	if (locale === "sw") return sw_cbtcreated1(inputs)
	if (locale === "ar") return ar_cbtcreated1(inputs)
	return en_cbtcreated1(inputs)
});
export { cbtcreated1 as "cbtCreated" }