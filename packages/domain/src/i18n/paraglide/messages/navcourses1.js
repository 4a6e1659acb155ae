/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcourses1Inputs */

const en_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

const fr_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours`)
};

const es_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos`)
};

const pt_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos`)
};

const sw_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi`)
};

const ar_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقررات`)
};

/**
* | output |
* | --- |
* | "Courses" |
*
* @param {Navcourses1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcourses1 = /** @type {((inputs?: Navcourses1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcourses1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navcourses1(inputs)
	if (locale === "es") return es_navcourses1(inputs)
	if (locale === "pt") return pt_navcourses1(inputs)
	if (locale === "sw") return sw_navcourses1(inputs)
	if (locale === "ar") return ar_navcourses1(inputs)
	return en_navcourses1(inputs)
});
export { navcourses1 as "navCourses" }