/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionscored1Inputs */

const en_contributionscored1 = /** @type {(inputs: Contributionscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution scored successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution scored successfully!" |
*
* @param {Contributionscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionscored1 = /** @type {((inputs?: Contributionscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("contributionscored1", en_contributionscored1));
export { contributionscored1 as "contributionScored" }