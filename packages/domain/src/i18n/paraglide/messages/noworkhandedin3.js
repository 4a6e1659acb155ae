/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noworkhandedin3Inputs */

const en_noworkhandedin3 = /** @type {(inputs: Noworkhandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing handed in yet.`)
};

/**
* | output |
* | --- |
* | "Nothing handed in yet." |
*
* @param {Noworkhandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noworkhandedin3 = /** @type {((inputs?: Noworkhandedin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noworkhandedin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noworkhandedin3", en_noworkhandedin3));
export { noworkhandedin3 as "noWorkHandedIn" }