/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framesignedinas3Inputs */

const en_framesignedinas3 = /** @type {(inputs: Framesignedinas3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Framesignedinas3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framesignedinas3 = /** @type {((inputs?: Framesignedinas3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framesignedinas3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("framesignedinas3", en_framesignedinas3));
export { framesignedinas3 as "frameSignedInAs" }