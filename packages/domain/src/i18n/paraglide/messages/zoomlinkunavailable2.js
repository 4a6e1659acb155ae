/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zoomlinkunavailable2Inputs */

const en_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom link not available for this class`)
};

const fr_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien Zoom indisponible pour ce cours`)
};

const es_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace de Zoom no está disponible para esta clase`)
};

const pt_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligação Zoom indisponível para esta aula`)
};

const sw_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha Zoom hakipatikani kwa darasa hili`)
};

const ar_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط Zoom غير متاح لهذه الحصة`)
};

/**
* | output |
* | --- |
* | "Zoom link not available for this class" |
*
* @param {Zoomlinkunavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const zoomlinkunavailable2 = /** @type {((inputs?: Zoomlinkunavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zoomlinkunavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_zoomlinkunavailable2(inputs)
	if (locale === "es") return es_zoomlinkunavailable2(inputs)
	if (locale === "pt") return pt_zoomlinkunavailable2(inputs)
	if (locale === "sw") return sw_zoomlinkunavailable2(inputs)
	if (locale === "ar") return ar_zoomlinkunavailable2(inputs)
	return en_zoomlinkunavailable2(inputs)
});
export { zoomlinkunavailable2 as "zoomLinkUnavailable" }