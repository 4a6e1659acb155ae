/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ courseName: NonNullable<unknown> }} Courselocked1Inputs */

const en_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} is locked! Complete prerequisites first.`)
};

/**
* | output |
* | --- |
* | "{courseName} is locked! Complete prerequisites first." |
*
* @param {Courselocked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courselocked1 = /** @type {((inputs: Courselocked1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courselocked1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("courselocked1", en_courselocked1));
export { courselocked1 as "courseLocked" }