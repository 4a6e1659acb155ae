/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassscheduled2Inputs */

const en_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class scheduled successfully!`)
};

const fr_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours en direct programmé avec succès !`)
};

const es_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo programada correctamente!`)
};

const pt_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo agendada com sucesso!`)
};

const sw_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limepangwa!`)
};

const ar_liveclassscheduled2 = /** @type {(inputs: Liveclassscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت جدولة الحصة المباشرة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Live class scheduled successfully!" |
*
* @param {Liveclassscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassscheduled2 = /** @type {((inputs?: Liveclassscheduled2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassscheduled2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_liveclassscheduled2(inputs)
	if (locale === "es") return es_liveclassscheduled2(inputs)
	if (locale === "pt") return pt_liveclassscheduled2(inputs)
	if (locale === "sw") return sw_liveclassscheduled2(inputs)
	if (locale === "ar") return ar_liveclassscheduled2(inputs)
	return en_liveclassscheduled2(inputs)
});
export { liveclassscheduled2 as "liveClassScheduled" }