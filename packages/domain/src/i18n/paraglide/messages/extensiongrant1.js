/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensiongrant1Inputs */

const en_extensiongrant1 = /** @type {(inputs: Extensiongrant1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant Extension`)
};

/**
* | output |
* | --- |
* | "Grant Extension" |
*
* @param {Extensiongrant1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensiongrant1 = /** @type {((inputs?: Extensiongrant1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensiongrant1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensiongrant1", en_extensiongrant1));
export { extensiongrant1 as "extensionGrant" }