/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workhandedinsuccess3Inputs */

const en_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work handed in successfully!`)
};

const fr_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travail rendu avec succès !`)
};

const es_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Trabajo entregado correctamente!`)
};

const pt_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho entregue com sucesso!`)
};

const sw_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi imewasilishwa!`)
};

const ar_workhandedinsuccess3 = /** @type {(inputs: Workhandedinsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسليم العمل بنجاح!`)
};

/**
* | output |
* | --- |
* | "Work handed in successfully!" |
*
* @param {Workhandedinsuccess3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workhandedinsuccess3 = /** @type {((inputs?: Workhandedinsuccess3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workhandedinsuccess3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workhandedinsuccess3(inputs)
	if (locale === "es") return es_workhandedinsuccess3(inputs)
	if (locale === "pt") return pt_workhandedinsuccess3(inputs)
	if (locale === "sw") return sw_workhandedinsuccess3(inputs)
	if (locale === "ar") return ar_workhandedinsuccess3(inputs)
	return en_workhandedinsuccess3(inputs)
});
export { workhandedinsuccess3 as "workHandedInSuccess" }