/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocoursedescription2Inputs */

const en_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No description available for this course.`)
};

/**
* | output |
* | --- |
* | "No description available for this course." |
*
* @param {Nocoursedescription2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocoursedescription2 = /** @type {((inputs?: Nocoursedescription2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocoursedescription2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nocoursedescription2", en_nocoursedescription2));
export { nocoursedescription2 as "noCourseDescription" }