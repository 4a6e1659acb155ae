/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectclassfirst2Inputs */

const en_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a class first`)
};

/**
* | output |
* | --- |
* | "Please select a class first" |
*
* @param {Selectclassfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectclassfirst2 = /** @type {((inputs?: Selectclassfirst2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectclassfirst2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectclassfirst2", en_selectclassfirst2));
export { selectclassfirst2 as "selectClassFirst" }