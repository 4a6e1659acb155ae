/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementupdated1Inputs */

const en_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement updated successfully!`)
};

const fr_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce mise à jour avec succès !`)
};

const es_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Anuncio actualizado correctamente!`)
};

const pt_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso atualizado com sucesso!`)
};

const sw_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangazo limesasishwa!`)
};

const ar_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الإعلان بنجاح!`)
};

/**
* | output |
* | --- |
* | "Announcement updated successfully!" |
*
* @param {Announcementupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementupdated1 = /** @type {((inputs?: Announcementupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_announcementupdated1(inputs)
	if (locale === "es") return es_announcementupdated1(inputs)
	if (locale === "pt") return pt_announcementupdated1(inputs)
	if (locale === "sw") return sw_announcementupdated1(inputs)
	if (locale === "ar") return ar_announcementupdated1(inputs)
	return en_announcementupdated1(inputs)
});
export { announcementupdated1 as "announcementUpdated" }