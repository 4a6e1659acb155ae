/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributioncreated1Inputs */

const en_contributioncreated1 = /** @type {(inputs: Contributioncreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution created successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution created successfully!" |
*
* @param {Contributioncreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributioncreated1 = /** @type {((inputs?: Contributioncreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributioncreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("contributioncreated1", en_contributioncreated1));
export { contributioncreated1 as "contributionCreated" }