/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsavailable2Inputs */

const en_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students available`)
};

/**
* | output |
* | --- |
* | "No students available" |
*
* @param {Nostudentsavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsavailable2 = /** @type {((inputs?: Nostudentsavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nostudentsavailable2", en_nostudentsavailable2));
export { nostudentsavailable2 as "noStudentsAvailable" }