/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Choosestudenttoreadwork4Inputs */

const en_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a student to read their work.`)
};

/**
* | output |
* | --- |
* | "Choose a student to read their work." |
*
* @param {Choosestudenttoreadwork4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const choosestudenttoreadwork4 = /** @type {((inputs?: Choosestudenttoreadwork4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choosestudenttoreadwork4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.choosestudenttoreadwork4
	if (translated) return translated(inputs)
	return en_choosestudenttoreadwork4(inputs)
});
export { choosestudenttoreadwork4 as "chooseStudentToReadWork" }