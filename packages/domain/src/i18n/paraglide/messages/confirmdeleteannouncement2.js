/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteannouncement2Inputs */

const en_confirmdeleteannouncement2 = /** @type {(inputs: Confirmdeleteannouncement2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this announcement?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this announcement?" |
*
* @param {Confirmdeleteannouncement2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteannouncement2 = /** @type {((inputs?: Confirmdeleteannouncement2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteannouncement2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeleteannouncement2
	if (translated) return translated(inputs)
	return en_confirmdeleteannouncement2(inputs)
});
export { confirmdeleteannouncement2 as "confirmDeleteAnnouncement" }