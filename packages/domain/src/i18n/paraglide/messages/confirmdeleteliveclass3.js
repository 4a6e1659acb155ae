/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteliveclass3Inputs */

const en_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this live class?`)
};

const fr_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce cours en direct ?`)
};

const es_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta clase en vivo?`)
};

const pt_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar esta aula ao vivo?`)
};

const sw_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta darasa hili la moja kwa moja?`)
};

const ar_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذه الحصة المباشرة؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this live class?" |
*
* @param {Confirmdeleteliveclass3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteliveclass3 = /** @type {((inputs?: Confirmdeleteliveclass3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteliveclass3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_confirmdeleteliveclass3(inputs)
	if (locale === "es") return es_confirmdeleteliveclass3(inputs)
	if (locale === "pt") return pt_confirmdeleteliveclass3(inputs)
	if (locale === "sw") return sw_confirmdeleteliveclass3(inputs)
	if (locale === "ar") return ar_confirmdeleteliveclass3(inputs)
	return en_confirmdeleteliveclass3(inputs)
});
export { confirmdeleteliveclass3 as "confirmDeleteLiveClass" }