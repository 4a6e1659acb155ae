/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributioncreated1Inputs */

const en_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution created successfully!`)
};

const fr_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution créée avec succès !`)
};

const es_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contribución creada correctamente!`)
};

const pt_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuição criada com sucesso!`)
};

const sw_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mchango umeundwa!`)
};

const ar_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المساهمة بنجاح!`)
};

/**
* | output |
* | --- |
* | "Contribution created successfully!" |
*
* @param {Contributioncreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributioncreated1 = /** @type {((inputs?: Contributioncreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributioncreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contributioncreated1(inputs)
	if (locale === "es") return es_contributioncreated1(inputs)
	if (locale === "pt") return pt_contributioncreated1(inputs)
	if (locale === "sw") return sw_contributioncreated1(inputs)
	if (locale === "ar") return ar_contributioncreated1(inputs)
	return en_contributioncreated1(inputs)
});
export { contributioncreated1 as "contributionCreated" }