/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Noannouncements1Inputs */

const en_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`No general announcements available.`);
	return /** @type {LocalizedString} */ (`No user-specific announcements available.`)
	
};

const fr_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Aucune annonce générale disponible.`);
	return /** @type {LocalizedString} */ (`Aucune annonce personnelle disponible.`)
	
};

const es_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`No hay anuncios generales disponibles.`);
	return /** @type {LocalizedString} */ (`No hay anuncios personales disponibles.`)
	
};

const pt_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Não há avisos gerais disponíveis.`);
	return /** @type {LocalizedString} */ (`Não há avisos pessoais disponíveis.`)
	
};

const sw_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Hakuna matangazo ya jumla kwa sasa.`);
	return /** @type {LocalizedString} */ (`Hakuna matangazo yako binafsi kwa sasa.`)
	
};

const ar_noannouncements1 = /** @type {(inputs: Noannouncements1Inputs) => LocalizedString} */ (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`لا توجد إعلانات عامة متاحة.`);
	return /** @type {LocalizedString} */ (`لا توجد إعلانات خاصة بك متاحة.`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "general" | "No general announcements available." |
* | * | "No user-specific announcements available." |
*
* @param {Noannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noannouncements1 = /** @type {((inputs: Noannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noannouncements1(inputs)
	if (locale === "es") return es_noannouncements1(inputs)
	if (locale === "pt") return pt_noannouncements1(inputs)
	if (locale === "sw") return sw_noannouncements1(inputs)
	if (locale === "ar") return ar_noannouncements1(inputs)
	return en_noannouncements1(inputs)
});
export { noannouncements1 as "noAnnouncements" }