/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Yourscore1Inputs */

const en_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Score: ${i?.score}%`)
};

/**
* | output |
* | --- |
* | "Your Score: {score}%" |
*
* @param {Yourscore1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yourscore1 = /** @type {((inputs: Yourscore1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yourscore1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("yourscore1", en_yourscore1));
export { yourscore1 as "yourScore" }