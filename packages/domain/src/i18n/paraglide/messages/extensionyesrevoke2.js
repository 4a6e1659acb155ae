/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionyesrevoke2Inputs */

const en_extensionyesrevoke2 = /** @type {(inputs: Extensionyesrevoke2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Revoke`)
};

/**
* | output |
* | --- |
* | "Yes, Revoke" |
*
* @param {Extensionyesrevoke2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionyesrevoke2 = /** @type {((inputs?: Extensionyesrevoke2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionyesrevoke2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionyesrevoke2", en_extensionyesrevoke2));
export { extensionyesrevoke2 as "extensionYesRevoke" }