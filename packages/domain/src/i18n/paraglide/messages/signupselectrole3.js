/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectrole3Inputs */

const en_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a role`)
};

const fr_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un rôle`)
};

const es_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione un rol`)
};

const pt_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma função`)
};

const sw_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua jukumu`)
};

const ar_signupselectrole3 = /** @type {(inputs: Signupselectrole3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر دورًا`)
};

/**
* | output |
* | --- |
* | "Select a role" |
*
* @param {Signupselectrole3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectrole3 = /** @type {((inputs?: Signupselectrole3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectrole3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupselectrole3(inputs)
	if (locale === "es") return es_signupselectrole3(inputs)
	if (locale === "pt") return pt_signupselectrole3(inputs)
	if (locale === "sw") return sw_signupselectrole3(inputs)
	if (locale === "ar") return ar_signupselectrole3(inputs)
	return en_signupselectrole3(inputs)
});
export { signupselectrole3 as "signUpSelectRole" }