/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contributionupdated1Inputs */

const en_contributionupdated1 = /** @type {(inputs: Contributionupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution updated successfully!`)
};

/**
* | output |
* | --- |
* | "Contribution updated successfully!" |
*
* @param {Contributionupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const contributionupdated1 = /** @type {((inputs?: Contributionupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contributionupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("contributionupdated1", en_contributionupdated1));
export { contributionupdated1 as "contributionUpdated" }