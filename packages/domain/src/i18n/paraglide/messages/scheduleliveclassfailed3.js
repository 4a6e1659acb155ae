/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scheduleliveclassfailed3Inputs */

const en_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to schedule live class. Please try again.`)
};

const fr_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de programmer le cours en direct. Veuillez réessayer.`)
};

const es_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo programar la clase en vivo. Inténtelo de nuevo.`)
};

const pt_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível agendar a aula ao vivo. Tente novamente.`)
};

const sw_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupanga darasa la moja kwa moja. Tafadhali jaribu tena.`)
};

const ar_scheduleliveclassfailed3 = /** @type {(inputs: Scheduleliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت جدولة الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to schedule live class. Please try again." |
*
* @param {Scheduleliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scheduleliveclassfailed3 = /** @type {((inputs?: Scheduleliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scheduleliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_scheduleliveclassfailed3(inputs)
	if (locale === "es") return es_scheduleliveclassfailed3(inputs)
	if (locale === "pt") return pt_scheduleliveclassfailed3(inputs)
	if (locale === "sw") return sw_scheduleliveclassfailed3(inputs)
	if (locale === "ar") return ar_scheduleliveclassfailed3(inputs)
	return en_scheduleliveclassfailed3(inputs)
});
export { scheduleliveclassfailed3 as "scheduleLiveClassFailed" }