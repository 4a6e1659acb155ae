/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlinkdot3Inputs */

const en_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link.`)
};

const fr_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de réinitialisation invalide.`)
};

const es_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de restablecimiento no válido.`)
};

const pt_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligação de redefinição inválida.`)
};

const sw_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya si sahihi.`)
};

const ar_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط إعادة التعيين غير صالح.`)
};

/**
* | output |
* | --- |
* | "Invalid reset link." |
*
* @param {Invalidresetlinkdot3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlinkdot3 = /** @type {((inputs?: Invalidresetlinkdot3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlinkdot3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invalidresetlinkdot3(inputs)
	if (locale === "es") return es_invalidresetlinkdot3(inputs)
	if (locale === "pt") return pt_invalidresetlinkdot3(inputs)
	if (locale === "sw") return sw_invalidresetlinkdot3(inputs)
	if (locale === "ar") return ar_invalidresetlinkdot3(inputs)
	return en_invalidresetlinkdot3(inputs)
});
export { invalidresetlinkdot3 as "invalidResetLinkDot" }