/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cbtupdated1Inputs */

const en_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cbt updated successfully!`)
};

const fr_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mis à jour avec succès !`)
};

const es_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Prueba actualizada correctamente!`)
};

const pt_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teste atualizado com sucesso!`)
};

const sw_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribio limesasishwa!`)
};

const ar_cbtupdated1 = /** @type {(inputs: Cbtupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الاختبار بنجاح!`)
};

/**
* | output |
* | --- |
* | "Cbt updated successfully!" |
*
* @param {Cbtupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const cbtupdated1 = /** @type {((inputs?: Cbtupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cbtupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cbtupdated1(inputs)
	if (locale === "es") return es_cbtupdated1(inputs)
	if (locale === "pt") return pt_cbtupdated1(inputs)
	if (locale === "sw") return sw_cbtupdated1(inputs)
	if (locale === "ar") return ar_cbtupdated1(inputs)
	return en_cbtupdated1(inputs)
});
export { cbtupdated1 as "cbtUpdated" }