/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicdeleted1Inputs */

const en_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic deleted successfully!`)
};

const fr_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thème supprimé avec succès !`)
};

const es_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tema eliminado correctamente!`)
};

const pt_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema eliminado com sucesso!`)
};

const sw_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada imefutwa!`)
};

const ar_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الموضوع بنجاح!`)
};

/**
* | output |
* | --- |
* | "Topic deleted successfully!" |
*
* @param {Topicdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicdeleted1 = /** @type {((inputs?: Topicdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topicdeleted1(inputs)
	if (locale === "es") return es_topicdeleted1(inputs)
	if (locale === "pt") return pt_topicdeleted1(inputs)
	if (locale === "sw") return sw_topicdeleted1(inputs)
	if (locale === "ar") return ar_topicdeleted1(inputs)
	return en_topicdeleted1(inputs)
});
export { topicdeleted1 as "topicDeleted" }