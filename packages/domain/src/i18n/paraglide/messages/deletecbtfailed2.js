/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecbtfailed2Inputs */

const en_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete cbt. Please try again.`)
};

const fr_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le test. Veuillez réessayer.`)
};

const es_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la prueba. Inténtelo de nuevo.`)
};

const pt_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o teste. Tente novamente.`)
};

const sw_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta jaribio. Tafadhali jaribu tena.`)
};

const ar_deletecbtfailed2 = /** @type {(inputs: Deletecbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الاختبار. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete cbt. Please try again." |
*
* @param {Deletecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecbtfailed2 = /** @type {((inputs?: Deletecbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deletecbtfailed2(inputs)
	if (locale === "es") return es_deletecbtfailed2(inputs)
	if (locale === "pt") return pt_deletecbtfailed2(inputs)
	if (locale === "sw") return sw_deletecbtfailed2(inputs)
	if (locale === "ar") return ar_deletecbtfailed2(inputs)
	return en_deletecbtfailed2(inputs)
});
export { deletecbtfailed2 as "deleteCbtFailed" }