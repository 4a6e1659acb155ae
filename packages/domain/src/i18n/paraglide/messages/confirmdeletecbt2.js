/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecbt2Inputs */

const en_confirmdeletecbt2 = /** @type {(inputs: Confirmdeletecbt2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this cbt?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this cbt?" |
*
* @param {Confirmdeletecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecbt2 = /** @type {((inputs?: Confirmdeletecbt2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecbt2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeletecbt2", en_confirmdeletecbt2));
export { confirmdeletecbt2 as "confirmDeleteCbt" }