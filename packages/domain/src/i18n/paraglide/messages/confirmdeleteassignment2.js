/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeleteassignment2Inputs */

const en_confirmdeleteassignment2 = /** @type {(inputs: Confirmdeleteassignment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this assignment?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this assignment?" |
*
* @param {Confirmdeleteassignment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeleteassignment2 = /** @type {((inputs?: Confirmdeleteassignment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeleteassignment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeleteassignment2", en_confirmdeleteassignment2));
export { confirmdeleteassignment2 as "confirmDeleteAssignment" }