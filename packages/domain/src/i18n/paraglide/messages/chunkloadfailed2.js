/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chunkId: NonNullable<unknown> }} Chunkloadfailed2Inputs */

const en_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading chunk ${i?.chunkId} failed`)
};

/**
* | output |
* | --- |
* | "Loading chunk {chunkId} failed" |
*
* @param {Chunkloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const chunkloadfailed2 = /** @type {((inputs: Chunkloadfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chunkloadfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.chunkloadfailed2
	if (translated) return translated(inputs)
	return en_chunkloadfailed2(inputs)
});
export { chunkloadfailed2 as "chunkLoadFailed" }