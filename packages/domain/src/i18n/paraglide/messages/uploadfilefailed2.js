/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Uploadfilefailed2Inputs */

const en_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload the file. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to upload the file. Please try again." |
*
* @param {Uploadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const uploadfilefailed2 = /** @type {((inputs?: Uploadfilefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Uploadfilefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.uploadfilefailed2
	if (translated) return translated(inputs)
	return en_uploadfilefailed2(inputs)
});
export { uploadfilefailed2 as "uploadFileFailed" }