/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navclosemenu2Inputs */

const en_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

const fr_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

const es_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar menú`)
};

const pt_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar menu`)
};

const sw_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga menyu`)
};

const ar_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إغلاق القائمة`)
};

/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Navclosemenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navclosemenu2 = /** @type {((inputs?: Navclosemenu2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navclosemenu2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navclosemenu2(inputs)
	if (locale === "es") return es_navclosemenu2(inputs)
	if (locale === "pt") return pt_navclosemenu2(inputs)
	if (locale === "sw") return sw_navclosemenu2(inputs)
	if (locale === "ar") return ar_navclosemenu2(inputs)
	return en_navclosemenu2(inputs)
});
export { navclosemenu2 as "navCloseMenu" }