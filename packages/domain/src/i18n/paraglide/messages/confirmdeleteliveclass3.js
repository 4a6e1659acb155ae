/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteliveclass3Inputs */

const en_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this live class?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this live class?" |
*
* @param {Confirmdeleteliveclass3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteliveclass3 = /** @type {((inputs?: Confirmdeleteliveclass3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteliveclass3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeleteliveclass3
	if (translated) return translated(inputs)
	return en_confirmdeleteliveclass3(inputs)
});
export { confirmdeleteliveclass3 as "confirmDeleteLiveClass" }