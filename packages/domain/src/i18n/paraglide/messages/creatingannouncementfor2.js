/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cohortName: NonNullable<unknown> }} Creatingannouncementfor2Inputs */

const en_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creating announcement for: ${i?.cohortName}`)
};

const fr_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle annonce pour : ${i?.cohortName}`)
};

const es_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creando anuncio para: ${i?.cohortName}`)
};

const pt_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A criar aviso para: ${i?.cohortName}`)
};

const sw_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangazo jipya kwa: ${i?.cohortName}`)
};

const ar_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنشاء إعلان لـ: ${i?.cohortName}`)
};

/**
* | output |
* | --- |
* | "Creating announcement for: {cohortName}" |
*
* @param {Creatingannouncementfor2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const creatingannouncementfor2 = /** @type {((inputs: Creatingannouncementfor2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Creatingannouncementfor2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_creatingannouncementfor2(inputs)
	if (locale === "es") return es_creatingannouncementfor2(inputs)
	if (locale === "pt") return pt_creatingannouncementfor2(inputs)
	if (locale === "sw") return sw_creatingannouncementfor2(inputs)
	if (locale === "ar") return ar_creatingannouncementfor2(inputs)
	return en_creatingannouncementfor2(inputs)
});
export { creatingannouncementfor2 as "creatingAnnouncementFor" }