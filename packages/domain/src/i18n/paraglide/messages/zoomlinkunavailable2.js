/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zoomlinkunavailable2Inputs */

const en_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom link not available for this class`)
};

/**
* | output |
* | --- |
* | "Zoom link not available for this class" |
*
* @param {Zoomlinkunavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const zoomlinkunavailable2 = /** @type {((inputs?: Zoomlinkunavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zoomlinkunavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.zoomlinkunavailable2
	if (translated) return translated(inputs)
	return en_zoomlinkunavailable2(inputs)
});
export { zoomlinkunavailable2 as "zoomLinkUnavailable" }