/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nobodyhandedin2Inputs */

const en_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has handed in work yet.`)
};

const fr_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n'a encore rendu de travail.`)
};

const es_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha entregado trabajo todavía.`)
};

const pt_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém entregou trabalho ainda.`)
};

const sw_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna aliyewasilisha kazi.`)
};

const ar_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يسلّم أحد عملًا بعد.`)
};

/**
* | output |
* | --- |
* | "Nobody has handed in work yet." |
*
* @param {Nobodyhandedin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nobodyhandedin2 = /** @type {((inputs?: Nobodyhandedin2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nobodyhandedin2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nobodyhandedin2(inputs)
	if (locale === "es") return es_nobodyhandedin2(inputs)
	if (locale === "pt") return pt_nobodyhandedin2(inputs)
	if (locale === "sw") return sw_nobodyhandedin2(inputs)
	if (locale === "ar") return ar_nobodyhandedin2(inputs)
	return en_nobodyhandedin2(inputs)
});
export { nobodyhandedin2 as "nobodyHandedIn" }