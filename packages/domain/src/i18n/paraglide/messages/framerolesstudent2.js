/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesstudent2Inputs */

const en_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const fr_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiant`)
};

const es_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudiante`)
};

const pt_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudante`)
};

const sw_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwanafunzi`)
};

const ar_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طالب`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Framerolesstudent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesstudent2 = /** @type {((inputs?: Framerolesstudent2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesstudent2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_framerolesstudent2(inputs)
	if (locale === "es") return es_framerolesstudent2(inputs)
	if (locale === "pt") return pt_framerolesstudent2(inputs)
	if (locale === "sw") return sw_framerolesstudent2(inputs)
	if (locale === "ar") return ar_framerolesstudent2(inputs)
	return en_framerolesstudent2(inputs)
});
export { framerolesstudent2 as "frameRolesStudent" }