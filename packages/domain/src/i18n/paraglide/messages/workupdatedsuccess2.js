/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workupdatedsuccess2Inputs */

const en_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work updated successfully!`)
};

/**
* | output |
* | --- |
* | "Work updated successfully!" |
*
* @param {Workupdatedsuccess2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workupdatedsuccess2 = /** @type {((inputs?: Workupdatedsuccess2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workupdatedsuccess2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.workupdatedsuccess2
	if (translated) return translated(inputs)
	return en_workupdatedsuccess2(inputs)
});
export { workupdatedsuccess2 as "workUpdatedSuccess" }