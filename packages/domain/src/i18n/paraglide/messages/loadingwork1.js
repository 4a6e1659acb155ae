/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingwork1Inputs */

const en_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your work...`)
};

/**
* | output |
* | --- |
* | "Loading your work..." |
*
* @param {Loadingwork1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingwork1 = /** @type {((inputs?: Loadingwork1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingwork1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingwork1", en_loadingwork1));
export { loadingwork1 as "loadingWork" }