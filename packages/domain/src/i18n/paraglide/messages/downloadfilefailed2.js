/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Downloadfilefailed2Inputs */

const en_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to download the file. Please try again.`)
};

const fr_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de télécharger le fichier. Veuillez réessayer.`)
};

const es_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar el archivo. Inténtelo de nuevo.`)
};

const pt_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível transferir o ficheiro. Tente novamente.`)
};

const sw_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakua faili. Tafadhali jaribu tena.`)
};

const ar_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تنزيل الملف. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to download the file. Please try again." |
*
* @param {Downloadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const downloadfilefailed2 = /** @type {((inputs?: Downloadfilefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Downloadfilefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_downloadfilefailed2(inputs)
	if (locale === "es") return es_downloadfilefailed2(inputs)
	if (locale === "pt") return pt_downloadfilefailed2(inputs)
	if (locale === "sw") return sw_downloadfilefailed2(inputs)
	if (locale === "ar") return ar_downloadfilefailed2(inputs)
	return en_downloadfilefailed2(inputs)
});
export { downloadfilefailed2 as "downloadFileFailed" }