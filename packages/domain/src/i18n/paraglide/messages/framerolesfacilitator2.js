/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesfacilitator2Inputs */

const en_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitator`)
};

/**
* | output |
* | --- |
* | "Facilitator" |
*
* @param {Framerolesfacilitator2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesfacilitator2 = /** @type {((inputs?: Framerolesfacilitator2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesfacilitator2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.framerolesfacilitator2
	if (translated) return translated(inputs)
	return en_framerolesfacilitator2(inputs)
});
export { framerolesfacilitator2 as "frameRolesFacilitator" }