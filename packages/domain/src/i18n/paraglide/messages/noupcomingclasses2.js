/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noupcomingclasses2Inputs */

const en_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming classes found.`)
};

const fr_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cours à venir.`)
};

const es_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay clases próximas.`)
};

const pt_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma aula futura encontrada.`)
};

const sw_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa yajayo.`)
};

const ar_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص قادمة.`)
};

/**
* | output |
* | --- |
* | "No upcoming classes found." |
*
* @param {Noupcomingclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noupcomingclasses2 = /** @type {((inputs?: Noupcomingclasses2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noupcomingclasses2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noupcomingclasses2(inputs)
	if (locale === "es") return es_noupcomingclasses2(inputs)
	if (locale === "pt") return pt_noupcomingclasses2(inputs)
	if (locale === "sw") return sw_noupcomingclasses2(inputs)
	if (locale === "ar") return ar_noupcomingclasses2(inputs)
	return en_noupcomingclasses2(inputs)
});
export { noupcomingclasses2 as "noUpcomingClasses" }