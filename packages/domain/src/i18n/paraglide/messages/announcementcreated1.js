/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementcreated1Inputs */

const en_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement created successfully!`)
};

const fr_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce créée avec succès !`)
};

const es_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Anuncio creado correctamente!`)
};

const pt_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso criado com sucesso!`)
};

const sw_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangazo limeundwa!`)
};

const ar_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الإعلان بنجاح!`)
};

/**
* | output |
* | --- |
* | "Announcement created successfully!" |
*
* @param {Announcementcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementcreated1 = /** @type {((inputs?: Announcementcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_announcementcreated1(inputs)
	if (locale === "es") return es_announcementcreated1(inputs)
	if (locale === "pt") return pt_announcementcreated1(inputs)
	if (locale === "sw") return sw_announcementcreated1(inputs)
	if (locale === "ar") return ar_announcementcreated1(inputs)
	return en_announcementcreated1(inputs)
});
export { announcementcreated1 as "announcementCreated" }