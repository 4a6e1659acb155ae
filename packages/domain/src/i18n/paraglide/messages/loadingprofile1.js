/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingprofile1Inputs */

const en_loadingprofile1 = /** @type {(inputs: Loadingprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your profile...`)
};

/**
* | output |
* | --- |
* | "Loading your profile..." |
*
* @param {Loadingprofile1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingprofile1 = /** @type {((inputs?: Loadingprofile1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingprofile1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loadingprofile1", en_loadingprofile1));
export { loadingprofile1 as "loadingProfile" }