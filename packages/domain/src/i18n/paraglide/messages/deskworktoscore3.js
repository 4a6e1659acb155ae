/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deskworktoscore3Inputs */

const en_deskworktoscore3 = /** @type {(inputs: Deskworktoscore3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work to score`)
};

/**
* | output |
* | --- |
* | "Work to score" |
*
* @param {Deskworktoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deskworktoscore3 = /** @type {((inputs?: Deskworktoscore3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deskworktoscore3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deskworktoscore3", en_deskworktoscore3));
export { deskworktoscore3 as "deskWorkToScore" }