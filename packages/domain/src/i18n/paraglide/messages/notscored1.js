/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notscored1Inputs */

const en_notscored1 = /** @type {(inputs: Notscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not scored`)
};

/**
* | output |
* | --- |
* | "Not scored" |
*
* @param {Notscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notscored1 = /** @type {((inputs?: Notscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("notscored1", en_notscored1));
export { notscored1 as "notScored" }