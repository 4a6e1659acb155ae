/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frameacademy1Inputs */

const en_frameacademy1 = /** @type {(inputs: Frameacademy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
};

/**
* | output |
* | --- |
* | "Christian Leadership Academy" |
*
* @param {Frameacademy1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const frameacademy1 = /** @type {((inputs?: Frameacademy1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frameacademy1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("frameacademy1", en_frameacademy1));
export { frameacademy1 as "frameAcademy" }