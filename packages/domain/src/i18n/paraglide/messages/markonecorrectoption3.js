/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markonecorrectoption3Inputs */

const en_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark exactly one option as correct`)
};

const fr_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez exactement une bonne réponse`)
};

const es_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque exactamente una opción como correcta`)
};

const pt_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque exatamente uma opção como correta`)
};

const sw_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka alama kwenye jibu moja tu sahihi`)
};

const ar_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد خيارًا واحدًا صحيحًا فقط`)
};

/**
* | output |
* | --- |
* | "Mark exactly one option as correct" |
*
* @param {Markonecorrectoption3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const markonecorrectoption3 = /** @type {((inputs?: Markonecorrectoption3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markonecorrectoption3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markonecorrectoption3(inputs)
	if (locale === "es") return es_markonecorrectoption3(inputs)
	if (locale === "pt") return pt_markonecorrectoption3(inputs)
	if (locale === "sw") return sw_markonecorrectoption3(inputs)
	if (locale === "ar") return ar_markonecorrectoption3(inputs)
	return en_markonecorrectoption3(inputs)
});
export { markonecorrectoption3 as "markOneCorrectOption" }