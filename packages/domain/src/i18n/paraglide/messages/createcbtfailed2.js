/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcbtfailed2Inputs */

const en_createcbtfailed2 = /** @type {(inputs: Createcbtfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create cbt. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create cbt. Please try again." |
*
* @param {Createcbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcbtfailed2 = /** @type {((inputs?: Createcbtfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcbtfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createcbtfailed2", en_createcbtfailed2));
export { createcbtfailed2 as "createCbtFailed" }