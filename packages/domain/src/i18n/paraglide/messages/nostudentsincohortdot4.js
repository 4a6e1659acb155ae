/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohortdot4Inputs */

const en_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort.`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort." |
*
* @param {Nostudentsincohortdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohortdot4 = /** @type {((inputs?: Nostudentsincohortdot4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohortdot4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nostudentsincohortdot4
	if (translated) return translated(inputs)
	return en_nostudentsincohortdot4(inputs)
});
export { nostudentsincohortdot4 as "noStudentsInCohortDot" }