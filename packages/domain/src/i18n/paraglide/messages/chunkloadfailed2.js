/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chunkId: NonNullable<unknown> }} Chunkloadfailed2Inputs */

const en_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading chunk ${i?.chunkId} failed`)
};

const fr_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échec du chargement du module ${i?.chunkId}`)
};

const es_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el módulo ${i?.chunkId}`)
};

const pt_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falha ao carregar o módulo ${i?.chunkId}`)
};

const sw_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia sehemu ${i?.chunkId}`)
};

const ar_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الجزء ${i?.chunkId}`)
};

/**
* | output |
* | --- |
* | "Loading chunk {chunkId} failed" |
*
* @param {Chunkloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const chunkloadfailed2 = /** @type {((inputs: Chunkloadfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chunkloadfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_chunkloadfailed2(inputs)
	if (locale === "es") return es_chunkloadfailed2(inputs)
	if (locale === "pt") return pt_chunkloadfailed2(inputs)
	if (locale === "sw") return sw_chunkloadfailed2(inputs)
	if (locale === "ar") return ar_chunkloadfailed2(inputs)
	return en_chunkloadfailed2(inputs)
});
export { chunkloadfailed2 as "chunkLoadFailed" }