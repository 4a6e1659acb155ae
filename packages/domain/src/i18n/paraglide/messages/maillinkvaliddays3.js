/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Maillinkvaliddays3Inputs */

const en_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The link is valid for ${i?.count} day and can be used once.`);
	return /** @type {LocalizedString} */ (`The link is valid for ${i?.count} days and can be used once.`)
	
};

const fr_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce lien est valable ${i?.count} jour et ne peut servir qu'une fois.`);
	return /** @type {LocalizedString} */ (`Ce lien est valable ${i?.count} jours et ne peut servir qu'une fois.`)
	
};

const es_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El enlace es válido durante ${i?.count} día y se puede usar una sola vez.`);
	return /** @type {LocalizedString} */ (`El enlace es válido durante ${i?.count} días y se puede usar una sola vez.`)
	
};

const pt_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A ligação é válida durante ${i?.count} dia e só pode ser usada uma vez.`);
	return /** @type {LocalizedString} */ (`A ligação é válida durante ${i?.count} dias e só pode ser usada uma vez.`)
	
};

const sw_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa siku ${i?.count} na kinaweza kutumika mara moja tu.`);
	return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa siku ${i?.count} na kinaweza kutumika mara moja tu.`)
	
};

const ar_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة يوم واحد ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة يومين ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} أيام ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} يومًا ويمكن استخدامه مرة واحدة.`);
	return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} يوم ويمكن استخدامه مرة واحدة.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The link is valid for {count} day and can be used once." |
* | * | "The link is valid for {count} days and can be used once." |
*
* @param {Maillinkvaliddays3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const maillinkvaliddays3 = /** @type {((inputs: Maillinkvaliddays3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maillinkvaliddays3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maillinkvaliddays3(inputs)
	if (locale === "es") return es_maillinkvaliddays3(inputs)
	if (locale === "pt") return pt_maillinkvaliddays3(inputs)
	if (locale === "sw") return sw_maillinkvaliddays3(inputs)
	if (locale === "ar") return ar_maillinkvaliddays3(inputs)
	return en_maillinkvaliddays3(inputs)
});
export { maillinkvaliddays3 as "mailLinkValidDays" }