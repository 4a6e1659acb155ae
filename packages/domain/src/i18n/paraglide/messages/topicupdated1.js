/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicupdated1Inputs */

const en_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic updated successfully!`)
};

const fr_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thème mis à jour avec succès !`)
};

const es_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tema actualizado correctamente!`)
};

const pt_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema atualizado com sucesso!`)
};

const sw_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada imesasishwa!`)
};

const ar_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الموضوع بنجاح!`)
};

/**
* | output |
* | --- |
* | "Topic updated successfully!" |
*
* @param {Topicupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicupdated1 = /** @type {((inputs?: Topicupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topicupdated1(inputs)
	if (locale === "es") return es_topicupdated1(inputs)
	if (locale === "pt") return pt_topicupdated1(inputs)
	if (locale === "sw") return sw_topicupdated1(inputs)
	if (locale === "ar") return ar_topicupdated1(inputs)
	return en_topicupdated1(inputs)
});
export { topicupdated1 as "topicUpdated" }