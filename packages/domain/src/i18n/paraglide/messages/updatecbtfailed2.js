/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecbtfailed2Inputs */

const en_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update cbt. Please try again.`)
};

const fr_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le test. Veuillez réessayer.`)
};

const es_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la prueba. Inténtelo de nuevo.`)
};

const pt_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o teste. Tente novamente.`)
};

const sw_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha jaribio. Tafadhali jaribu tena.`)
};

const ar_updatecbtfailed2 = /** @type {(inputs: Updatecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الاختبار. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update cbt. Please try again." |
*
* @param {Updatecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecbtfailed2 = /** @type {((inputs?: Updatecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updatecbtfailed2(inputs)
	if (locale === "es") return es_updatecbtfailed2(inputs)
	if (locale === "pt") return pt_updatecbtfailed2(inputs)
	if (locale === "sw") return sw_updatecbtfailed2(inputs)
	if (locale === "ar") return ar_updatecbtfailed2(inputs)
	return en_updatecbtfailed2(inputs)
});
export { updatecbtfailed2 as "updateCbtFailed" }