/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectstudentplaceholder2Inputs */

const en_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a student`)
};

/**
* | output |
* | --- |
* | "Select a student" |
*
* @param {Selectstudentplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectstudentplaceholder2 = /** @type {((inputs?: Selectstudentplaceholder2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectstudentplaceholder2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectstudentplaceholder2", en_selectstudentplaceholder2));
export { selectstudentplaceholder2 as "selectStudentPlaceholder" }