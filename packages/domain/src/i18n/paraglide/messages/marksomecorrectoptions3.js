/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Marksomecorrectoptions3Inputs */

const en_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark one or more options as correct`)
};

const fr_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez une ou plusieurs bonnes réponses`)
};

const es_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque una o más opciones como correctas`)
};

const pt_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque uma ou mais opções como corretas`)
};

const sw_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka alama kwenye jibu moja au zaidi sahihi`)
};

const ar_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد خيارًا صحيحًا واحدًا أو أكثر`)
};

/**
* | output |
* | --- |
* | "Mark one or more options as correct" |
*
* @param {Marksomecorrectoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const marksomecorrectoptions3 = /** @type {((inputs?: Marksomecorrectoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Marksomecorrectoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_marksomecorrectoptions3(inputs)
	if (locale === "es") return es_marksomecorrectoptions3(inputs)
	if (locale === "pt") return pt_marksomecorrectoptions3(inputs)
	if (locale === "sw") return sw_marksomecorrectoptions3(inputs)
	if (locale === "ar") return ar_marksomecorrectoptions3(inputs)
	return en_marksomecorrectoptions3(inputs)
});
export { marksomecorrectoptions3 as "markSomeCorrectOptions" }