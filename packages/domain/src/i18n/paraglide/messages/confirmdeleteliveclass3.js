/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteliveclass3Inputs */

const en_confirmdeleteliveclass3 = /** @type {(inputs: Confirmdeleteliveclass3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this live class?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this live class?" |
*
* @param {Confirmdeleteliveclass3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteliveclass3 = /** @type {((inputs?: Confirmdeleteliveclass3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteliveclass3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeleteliveclass3", en_confirmdeleteliveclass3));
export { confirmdeleteliveclass3 as "confirmDeleteLiveClass" }