/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noliveclassestoday3Inputs */

const en_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live classes scheduled for today.`)
};

const fr_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cours en direct prévu aujourd'hui.`)
};

const es_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay clases en vivo programadas para hoy.`)
};

const pt_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há aulas ao vivo agendadas para hoje.`)
};

const sw_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa ya moja kwa moja yaliyopangwa leo.`)
};

const ar_noliveclassestoday3 = /** @type {(inputs: Noliveclassestoday3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص مباشرة مجدولة اليوم.`)
};

/**
* | output |
* | --- |
* | "No live classes scheduled for today." |
*
* @param {Noliveclassestoday3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noliveclassestoday3 = /** @type {((inputs?: Noliveclassestoday3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noliveclassestoday3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noliveclassestoday3(inputs)
	if (locale === "es") return es_noliveclassestoday3(inputs)
	if (locale === "pt") return pt_noliveclassestoday3(inputs)
	if (locale === "sw") return sw_noliveclassestoday3(inputs)
	if (locale === "ar") return ar_noliveclassestoday3(inputs)
	return en_noliveclassestoday3(inputs)
});
export { noliveclassestoday3 as "noLiveClassesToday" }