/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Performancesheetdownloaded2Inputs */

const en_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance sheet downloaded successfully!`)
};

const fr_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relevé de résultats téléchargé avec succès !`)
};

const es_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hoja de rendimiento descargada correctamente!`)
};

const pt_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha de desempenho transferida com sucesso!`)
};

const sw_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripoti ya matokeo imepakuliwa!`)
};

const ar_performancesheetdownloaded2 = /** @type {(inputs: Performancesheetdownloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تنزيل كشف الأداء بنجاح!`)
};

/**
* | output |
* | --- |
* | "Performance sheet downloaded successfully!" |
*
* @param {Performancesheetdownloaded2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const performancesheetdownloaded2 = /** @type {((inputs?: Performancesheetdownloaded2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Performancesheetdownloaded2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_performancesheetdownloaded2(inputs)
	if (locale === "es") return es_performancesheetdownloaded2(inputs)
	if (locale === "pt") return pt_performancesheetdownloaded2(inputs)
	if (locale === "sw") return sw_performancesheetdownloaded2(inputs)
	if (locale === "ar") return ar_performancesheetdownloaded2(inputs)
	return en_performancesheetdownloaded2(inputs)
});
export { performancesheetdownloaded2 as "performanceSheetDownloaded" }