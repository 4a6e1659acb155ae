/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markonecorrectoption3Inputs */

const en_markonecorrectoption3 = /** @type {(inputs: Markonecorrectoption3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark exactly one option as correct`)
};

/**
* | output |
* | --- |
* | "Mark exactly one option as correct" |
*
* @param {Markonecorrectoption3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const markonecorrectoption3 = /** @type {((inputs?: Markonecorrectoption3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markonecorrectoption3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("markonecorrectoption3", en_markonecorrectoption3));
export { markonecorrectoption3 as "markOneCorrectOption" }