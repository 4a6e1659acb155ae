/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatuslate2Inputs */

const en_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`late`)
};

const fr_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en retard`)
};

const es_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con retraso`)
};

const pt_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em atraso`)
};

const sw_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imechelewa`)
};

const ar_workstatuslate2 = /** @type {(inputs: Workstatuslate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأخر`)
};

/**
* | output |
* | --- |
* | "late" |
*
* @param {Workstatuslate2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatuslate2 = /** @type {((inputs?: Workstatuslate2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatuslate2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workstatuslate2(inputs)
	if (locale === "es") return es_workstatuslate2(inputs)
	if (locale === "pt") return pt_workstatuslate2(inputs)
	if (locale === "sw") return sw_workstatuslate2(inputs)
	if (locale === "ar") return ar_workstatuslate2(inputs)
	return en_workstatuslate2(inputs)
});
export { workstatuslate2 as "workStatusLate" }