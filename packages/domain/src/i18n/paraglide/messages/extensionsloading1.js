/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionsloading1Inputs */

const en_extensionsloading1 = /** @type {(inputs: Extensionsloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading extensions...`)
};

/**
* | output |
* | --- |
* | "Loading extensions..." |
*
* @param {Extensionsloading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionsloading1 = /** @type {((inputs?: Extensionsloading1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionsloading1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionsloading1", en_extensionsloading1));
export { extensionsloading1 as "extensionsLoading" }