/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Uploadfilefailed2Inputs */

const en_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload the file. Please try again.`)
};

const fr_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le fichier. Veuillez réessayer.`)
};

const es_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo subir el archivo. Inténtelo de nuevo.`)
};

const pt_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o ficheiro. Tente novamente.`)
};

const sw_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia faili. Tafadhali jaribu tena.`)
};

const ar_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر رفع الملف. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to upload the file. Please try again." |
*
* @param {Uploadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const uploadfilefailed2 = /** @type {((inputs?: Uploadfilefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Uploadfilefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_uploadfilefailed2(inputs)
	if (locale === "es") return es_uploadfilefailed2(inputs)
	if (locale === "pt") return pt_uploadfilefailed2(inputs)
	if (locale === "sw") return sw_uploadfilefailed2(inputs)
	if (locale === "ar") return ar_uploadfilefailed2(inputs)
	return en_uploadfilefailed2(inputs)
});
export { uploadfilefailed2 as "uploadFileFailed" }