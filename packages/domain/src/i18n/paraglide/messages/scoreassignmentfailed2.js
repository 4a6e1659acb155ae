/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scoreassignmentfailed2Inputs */

const en_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score assignment. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to score assignment. Please try again." |
*
* @param {Scoreassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scoreassignmentfailed2 = /** @type {((inputs?: Scoreassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scoreassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.scoreassignmentfailed2
	if (translated) return translated(inputs)
	return en_scoreassignmentfailed2(inputs)
});
export { scoreassignmentfailed2 as "scoreAssignmentFailed" }