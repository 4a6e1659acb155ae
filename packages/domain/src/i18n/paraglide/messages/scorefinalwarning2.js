/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scorefinalwarning2Inputs */

const en_scorefinalwarning2 = /** @type {(inputs: Scorefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student score cannot be changed after submission!`)
};

/**
* | output |
* | --- |
* | "Student score cannot be changed after submission!" |
*
* @param {Scorefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scorefinalwarning2 = /** @type {((inputs?: Scorefinalwarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scorefinalwarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("scorefinalwarning2", en_scorefinalwarning2));
export { scorefinalwarning2 as "scoreFinalWarning" }