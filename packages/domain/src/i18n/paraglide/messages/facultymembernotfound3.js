/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Facultymembernotfound3Inputs */

const en_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`faculty member not found`)
};

/**
* | output |
* | --- |
* | "faculty member not found" |
*
* @param {Facultymembernotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const facultymembernotfound3 = /** @type {((inputs?: Facultymembernotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Facultymembernotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("facultymembernotfound3", en_facultymembernotfound3));
export { facultymembernotfound3 as "facultyMemberNotFound" }