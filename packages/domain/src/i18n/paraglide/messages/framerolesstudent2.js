/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesstudent2Inputs */

const en_framerolesstudent2 = /** @type {(inputs: Framerolesstudent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Framerolesstudent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesstudent2 = /** @type {((inputs?: Framerolesstudent2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesstudent2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("framerolesstudent2", en_framerolesstudent2));
export { framerolesstudent2 as "frameRolesStudent" }