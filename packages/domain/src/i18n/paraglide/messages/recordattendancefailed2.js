/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recordattendancefailed2Inputs */

const en_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to record attendance. Please try again.`)
};

const fr_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer les présences. Veuillez réessayer.`)
};

const es_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo registrar la asistencia. Inténtelo de nuevo.`)
};

const pt_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível registar as presenças. Tente novamente.`)
};

const sw_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kurekodi mahudhurio. Tafadhali jaribu tena.`)
};

const ar_recordattendancefailed2 = /** @type {(inputs: Recordattendancefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل الحضور. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to record attendance. Please try again." |
*
* @param {Recordattendancefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const recordattendancefailed2 = /** @type {((inputs?: Recordattendancefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recordattendancefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_recordattendancefailed2(inputs)
	if (locale === "es") return es_recordattendancefailed2(inputs)
	if (locale === "pt") return pt_recordattendancefailed2(inputs)
	if (locale === "sw") return sw_recordattendancefailed2(inputs)
	if (locale === "ar") return ar_recordattendancefailed2(inputs)
	return en_recordattendancefailed2(inputs)
});
export { recordattendancefailed2 as "recordAttendanceFailed" }