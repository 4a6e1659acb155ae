/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Marksomecorrectoptions3Inputs */

const en_marksomecorrectoptions3 = /** @type {(inputs: Marksomecorrectoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark one or more options as correct`)
};

/**
* | output |
* | --- |
* | "Mark one or more options as correct" |
*
* @param {Marksomecorrectoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const marksomecorrectoptions3 = /** @type {((inputs?: Marksomecorrectoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Marksomecorrectoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("marksomecorrectoptions3", en_marksomecorrectoptions3));
export { marksomecorrectoptions3 as "markSomeCorrectOptions" }