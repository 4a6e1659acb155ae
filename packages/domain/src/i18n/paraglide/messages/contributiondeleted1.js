/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributiondeleted1Inputs */

const en_contributiondeleted1 = /** @type {(inputs: Contributiondeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution deleted successfully!" |
*
* @param {Contributiondeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributiondeleted1 = /** @type {((inputs?: Contributiondeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributiondeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("contributiondeleted1", en_contributiondeleted1));
export { contributiondeleted1 as "contributionDeleted" }