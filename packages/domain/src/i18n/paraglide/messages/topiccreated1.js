/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topiccreated1Inputs */

const en_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic created successfully!`)
};

const fr_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thème créé avec succès !`)
};

const es_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tema creado correctamente!`)
};

const pt_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema criado com sucesso!`)
};

const sw_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada imeundwa!`)
};

const ar_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الموضوع بنجاح!`)
};

/**
* | output |
* | --- |
* | "Topic created successfully!" |
*
* @param {Topiccreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topiccreated1 = /** @type {((inputs?: Topiccreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topiccreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topiccreated1(inputs)
	if (locale === "es") return es_topiccreated1(inputs)
	if (locale === "pt") return pt_topiccreated1(inputs)
	if (locale === "sw") return sw_topiccreated1(inputs)
	if (locale === "ar") return ar_topiccreated1(inputs)
	return en_topiccreated1(inputs)
});
export { topiccreated1 as "topicCreated" }