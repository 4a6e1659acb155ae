/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nopastclasses2Inputs */

const en_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past classes found.`)
};

/**
* | output |
* | --- |
* | "No past classes found." |
*
* @param {Nopastclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nopastclasses2 = /** @type {((inputs?: Nopastclasses2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nopastclasses2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nopastclasses2", en_nopastclasses2));
export { nopastclasses2 as "noPastClasses" }