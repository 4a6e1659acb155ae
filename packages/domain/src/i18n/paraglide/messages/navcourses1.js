/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcourses1Inputs */

const en_navcourses1 = /** @type {(inputs: Navcourses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

/**
* | output |
* | --- |
* | "Courses" |
*
* @param {Navcourses1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcourses1 = /** @type {((inputs?: Navcourses1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcourses1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navcourses1", en_navcourses1));
export { navcourses1 as "navCourses" }