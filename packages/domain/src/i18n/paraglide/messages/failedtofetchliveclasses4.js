/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchliveclasses4Inputs */

const en_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch live classes. Please try again.`)
};

const fr_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours en direct. Veuillez réessayer.`)
};

const es_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las clases en vivo. Inténtelo de nuevo.`)
};

const pt_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as aulas ao vivo. Tente novamente.`)
};

const sw_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia madarasa ya moja kwa moja. Tafadhali jaribu tena.`)
};

const ar_failedtofetchliveclasses4 = /** @type {(inputs: Failedtofetchliveclasses4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الحصص المباشرة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch live classes. Please try again." |
*
* @param {Failedtofetchliveclasses4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchliveclasses4 = /** @type {((inputs?: Failedtofetchliveclasses4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchliveclasses4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_failedtofetchliveclasses4(inputs)
	if (locale === "es") return es_failedtofetchliveclasses4(inputs)
	if (locale === "pt") return pt_failedtofetchliveclasses4(inputs)
	if (locale === "sw") return sw_failedtofetchliveclasses4(inputs)
	if (locale === "ar") return ar_failedtofetchliveclasses4(inputs)
	return en_failedtofetchliveclasses4(inputs)
});
export { failedtofetchliveclasses4 as "failedToFetchLiveClasses" }